// Which addresses search engines may read, shared by the pages app (functions/) and the web build, which
// writes robots.txt for Hosting (web/vite.config.ts loads this file directly: it imports nothing).

/** Addresses whose page depends on who is signed in: served as the app's shell, never indexed. */
export const PRIVATE_PATHS = [
  '/my-events',
  '/wishlist',
  '/trips',
  '/profile',
  '/moderation',
  '/suggestions',
  '/notices',
  // an e-mail's link: its token is the reader's, and the page acts only once it runs
  '/unsubscribe',
] as const

/**
 * robots.txt: everything but the API and the signed-in pages, and where the sitemap is (an absolute
 * address, as the sitemap protocol asks; without an origin there is no Sitemap line).
 */
export function robotsTxt(origin?: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n')
}
