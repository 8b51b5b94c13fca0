// The site's public origin, for canonical addresses, link previews, the sitemap and robots.txt. It comes
// from configuration (SITE_ORIGIN), never from a request: a forged Host or X-Forwarded-Host would
// otherwise be written into pages that Hosting's CDN keeps and serves to everyone.

export type SiteOriginConfig = { ok: true; origin: string } | { ok: false; problem: string }

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Checks a configured SITE_ORIGIN: an https origin (http only on a loopback host, for the emulators),
 * without a path, query, fragment or credentials. Answers the normalised origin, or what is wrong.
 */
export function siteOriginOf(value: string | undefined): SiteOriginConfig {
  const text = value?.trim() ?? ''
  const needed = 'SITE_ORIGIN must name the public address of the site, e.g. https://example.com'
  if (!text) return { ok: false, problem: `SITE_ORIGIN is not set. ${needed} (docs/deployment.md).` }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, problem: `SITE_ORIGIN "${text}" is not an address. ${needed}.` }
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
  if (!secure || url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    return { ok: false, problem: `SITE_ORIGIN "${text}" is not an https origin without a path. ${needed}.` }
  return { ok: true, origin: url.origin }
}
