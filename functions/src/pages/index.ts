// The pages app for the other workspaces (`@travel/functions/pages`): the local stack serves the same
// pages behind Vite, from the web app's server build or its source.
export { bundledRenderer } from './bundled-renderer'
export { createPagesApp, type PageRenderer } from './pages-app'
export { sitemap } from './sitemap'
