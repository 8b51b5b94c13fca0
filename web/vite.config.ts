import { copyFileSync, existsSync, renameSync } from 'node:fs'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { robotsTxt } from '../domain/src/robots.ts'
import { VitePWA } from 'vite-plugin-pwa'
import { slovakManifest, webAppManifests } from './web-app-manifest.ts'
import { securityHeaders } from './security-headers.ts'
import { apiProxy } from './api-proxy.ts'
import { chakraGlobalStylesOnDemand } from './chakra-global-styles-on-demand.ts'
import { chakraLightColors } from './chakra-light-colors.ts'

// In `npm start` the launcher runs Vite programmatically with this config and its own proxy target;
// this file also serves `npm run dev -w web` and `vite build`.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5002'

// WEB_CLIENT_OUT_DIR: where the client build went when not to dist/ (a build for the emulators' checks)
const dist = process.env.WEB_CLIENT_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url))
const distServer = fileURLToPath(new URL('./dist-server', import.meta.url))

/**
 * After the server build: the client build's index.html becomes the server's page template
 * (dist-server/index.html) and, for the browser, the bare app shell at /shell.html. Hosting must not have
 * an index.html of its own: it would answer `/` with it instead of the server-rendered page
 * (docs/rendering.md).
 */
function pageTemplate(): Plugin {
  return {
    name: 'travel:page-template',
    apply: 'build',
    closeBundle() {
      if (existsSync(`${dist}/index.html`)) renameSync(`${dist}/index.html`, `${dist}/shell.html`)
      if (!existsSync(`${dist}/shell.html`))
        throw new Error('build the web app (vite build) before its server entry')
      copyFileSync(`${dist}/shell.html`, `${distServer}/index.html`)
    },
  }
}

/**
 * The client build names its page `shell.html` from the start (not only once the server build has run):
 * the service worker's precache list is made from the client build's files, and must name the shell the
 * worker falls back to offline (src/sw.ts).
 */
function appShell(): Plugin {
  return {
    name: 'travel:app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html']
      if (page?.type !== 'asset') return
      delete bundle['index.html']
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: page.source })
    },
  }
}

/**
 * robots.txt for Hosting (Cloud Functions never receive /robots.txt, so it cannot be rendered): it names
 * the sitemap at SITE_ORIGIN, the site's public address (docs/deployment.md).
 */
function robotsFile(): Plugin {
  return {
    name: 'travel:robots',
    apply: 'build',
    generateBundle() {
      const origin = process.env.SITE_ORIGIN?.replace(/\/$/, '')
      if (!origin) this.warn('SITE_ORIGIN is not set: robots.txt names no sitemap (docs/deployment.md)')
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) })
    },
  }
}

/** The first-load file (`app`): main.tsx with all it imports, and the query hooks of every screen. */
const appFile =
  /\/src\/app\/rendering\/main\.tsx$|\/@tanstack\/react-query\/.*\/(useBaseQuery|useQuery|useInfiniteQuery)\.js$/
/**
 * Small pieces nearly every screen shows, which would otherwise each be a file of a few hundred bytes
 * that every page asks for: Chakra's text, badge, image, grids, alert, field, select and icons, the
 * document title, the status views, the cards' look, country names, number and date formats.
 */
const everyScreensPieces = new RegExp(
  [
    /\/src\/hooks\/use-document-title/,
    // (asked for once the page has loaded, on every page: one file fewer)
    /\/src\/features\/offline\/register-service-worker\.ts$/,
    /\/src\/components\/(feedback\/(sign-in-notice|status-views)|offline\/needs-network|layout\/card-look)/,
    /\/src\/utils\/(format-number|format-date|labels)/,
    /\/src\/features\/events\/api\/event-keys/,
    /\/domain\/src\/(coordinates|text|countries)\.ts$/,
    /\/@chakra-ui\/react\/dist\/esm\/components\/(text|badge|image|grid|simple-grid|alert|field|native-select|aspect-ratio|wrap|icons)\//,
    /\/@chakra-ui\/react\/dist\/esm\/styled-system\/create-slot-recipe-context/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
)
const eventsShared =
  /\/src\/features\/events\/|\/react-icons\/fa\/|\/domain\/src\/(amenities|dates|recent-visits|access|api|gps-export)\.ts$|\/src\/utils\/format-relative|\/src\/components\/(form\/country-select|download\/gps-download)/
const listCode =
  /\/src\/features\/event-list\/(components|hooks|api)\/|\/event-list\/screens\/home\.tsx$|\/domain\/src\/search\/|\/src\/hooks\/use-search-text|\/src\/features\/events-map\/(index\.ts|lib\/near-radii)|\/src\/components\/form\/input-end-button/
/**
 * What loads when first opened, not with the list: the add dialog and its request, the amenity filters and
 * the typed place of "Near a place".
 */
const listOnDemand = /add-event-dialog|create-event|amenity-filter-panel|near-place-form/

/**
 * Packages Emotion imports for their side effects alone (`import 'hoist-non-react-statics'`, a leftover of
 * its build), which have none: unmarked, the bundler keeps them (and react-is with them) in the first file.
 * What uses their exports still gets them.
 */
const SIDE_EFFECT_FREE = /\/node_modules\/(hoist-non-react-statics|react-is)\//

export default defineConfig(({ command, mode, isSsrBuild }) => {
  // The same settings the app reads (.env files and VITE_* variables; the launcher sets the latter).
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')
  const useEmulators = (env.VITE_USE_EMULATORS ?? (command === 'serve' ? 'true' : 'false')) === 'true'
  const storageOrigin = `http://${env.VITE_STORAGE_EMULATOR_HOST || '127.0.0.1'}:${env.VITE_STORAGE_EMULATOR_PORT || '9199'}`
  const headers = (dev: boolean) =>
    securityHeaders({
      emulators: useEmulators
        ? { authUrl: env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099', storageOrigin }
        : undefined,
      maps: Boolean(env.VITE_MAPS_API_KEY),
      dev,
    })
  return {
    plugins: [
      react(),
      ...(isSsrBuild
        ? [pageTemplate()]
        : [
            chakraGlobalStylesOnDemand(),
            chakraLightColors(),
            robotsFile(),
            appShell(),
            // The installable app (docs/offline.md): the manifest and a Workbox service worker built from
            // src/sw.ts with the list of the build's files to precache. Only `vite build` makes one: the dev
            // server never registers a service worker (src/features/offline/register-service-worker.ts).
            VitePWA({
              strategies: 'injectManifest',
              srcDir: 'src',
              filename: 'sw.ts',
              // the app registers it itself, after the page has loaded, and asks before updating
              // (src/features/offline/register-service-worker.ts)
              injectRegister: false,
              registerType: 'prompt',
              manifest: webAppManifests.en,
              includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
              injectManifest: {
                // every screen's code and styles, the page, the icons; not the source maps
                globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
                // the first-load file is large; this limit leaves it room
                maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
              },
              devOptions: { enabled: false },
            }),
            slovakManifest(),
          ]),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: {
      port: 5173,
      strictPort: true,
      // A keep-alive agent: without one Vite's proxy opens and closes a connection per request.
      proxy: apiProxy(apiTarget, new http.Agent({ keepAlive: true })),
      headers: headers(true),
      // the app and its API share one origin: no page on another localhost port may read them
      cors: false,
    },
    // vite preview serves the build as Firebase Hosting does, with the same headers as firebase.json
    // (for the hosts this build talks to).
    preview: { headers: headers(false), cors: false },
    // The server entry is built self-contained for Node, so the Cloud Function needs no node_modules of
    // web's. In dev Vite loads it on the fly, Chakra and Emotion through Vite too, so the server entry and
    // Chakra share one Emotion cache whatever loader runs the dev server (docs/rendering.md).
    ssr: isSsrBuild
      ? { noExternal: true, target: 'node' as const }
      : { noExternal: ['@chakra-ui/react', /^@emotion\//] },
    build: isSsrBuild
      ? {
          target: 'node20',
          outDir: 'dist-server',
          emptyOutDir: true,
          // the public files are the client build's (Hosting serves them)
          copyPublicDir: false,
          // read by Node once when the function starts: its size is no download
          chunkSizeWarningLimit: 4096,
          sourcemap: true,
        }
      : {
          target: 'es2022',
          sourcemap: true,
          // Every browser the site supports (es2022) knows <link rel="modulepreload">: no polyfill on each page
          modulePreload: { polyfill: false },
          rolldownOptions: {
            treeshake: {
              moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
            },
            output: {
              codeSplitting: {
                groups: [
                  // The page's first script (src/app/rendering/boot.ts, with Vite's preloading helper), which
                  // starts the app once the page has loaded.
                  { name: 'boot', test: /\/src\/app\/rendering\/boot\.ts$/, priority: 2 },
                  // Everything the first screen needs before it can render, main.tsx and all it imports, in
                  // one file rather than a dozen: one request, and gzip finds more repeats in one file. The
                  // query hooks of every list and event screen go with it (docs/rendering.md, "The app's
                  // files").
                  {
                    name: 'app',
                    test: (id) => appFile.test(id) || everyScreensPieces.test(id),
                    priority: 1,
                  },
                  // What the event features share (cards' marks and icons, facts, the GPS links, the country
                  // select), then the lists' own code: one file each, taken as they are (their dependencies
                  // stay where they were), rather than some twenty small ones (docs/rendering.md).
                  {
                    name: 'events',
                    test: eventsShared,
                    priority: 0.8,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'list',
                    test: (id) => listCode.test(id) && !listOnDemand.test(id),
                    priority: 0.5,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
          // that one file is large, and within the budget of `/` (npm run size)
          chunkSizeWarningLimit: 640,
        },
  }
})
