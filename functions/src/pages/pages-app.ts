// The server-rendered pages (docs/rendering.md): every address that is neither the API nor a file of the
// web build. Public pages render with content from the same services the API uses; signed-in pages get
// the shell. The same Express app runs as the Cloud Function `pages` and in the local stack.
import express, { type Express, type Request, type Response } from 'express'
import {
  CONSENT_ANSWER_FIELD,
  CONSENT_ANSWERS,
  CONSENT_PATH,
  CONSENT_RETURN_FIELD,
  consentCookieString,
  consentReturnPath,
  languageOfUrl,
  parseEventsQuery,
  pickLanguage,
  queryParams,
  queryStringOf,
  PRIVATE_PATHS,
  SHARED_LIST_PATH,
  SHARED_TRIP_PATH,
  robotsTxt,
  type Language,
  type RenderPage,
} from '@travel/domain'
import type { Services } from '../services'
import { ServiceError } from '../services/service-error'
import { badAddressPage, errorPage } from './error-page'
import { pageDataOf } from './page-data'
import { fillTemplate } from './page-template'
import { sitemap } from './sitemap'

export interface PageRenderer {
  /** the web build's index.html for this address (in dev, with Vite's client scripts) */
  template(url: string): Promise<string>
  /** the web app's server entry */
  render: RenderPage
}

export interface PagesDeps {
  events: Services['events']
  /** the private links to wishlists: their page is rendered like any other, but never indexed */
  sharedLists: Services['sharedLists']
  /** a merged event's page answers a permanent redirect to the kept event's (docs/moderation.md) */
  merges?: Pick<Services['merges'], 'mergedInto'>
  /** loaded on first use: the Cloud Function does not pay for it on a cold start of another route */
  renderer: () => Promise<PageRenderer>
  /**
   * the site's public origin (SITE_ORIGIN in production, site-origin.ts; the local server's own address
   * locally), written into canonical addresses, link previews, the sitemap and robots.txt. Never taken
   * from a request: its Host and X-Forwarded-Host are the sender's to choose.
   */
  origin: string
  log?: (message: string, err: unknown) => void
}

/** The services the pages read from, picked out of all of them. */
export const pageServicesOf = ({
  events,
  sharedLists,
  merges,
}: Pick<Services, 'events' | 'sharedLists' | 'merges'>) => ({
  events,
  sharedLists,
  merges,
})

/** An event page's address, with or without the Slovak prefix: its event id. */
const EVENT_PAGE = /^(\/sk)?\/events\/([A-Za-z0-9_-]{1,128})\/?$/

/**
 * Pages are the same for every visitor (signed-in parts fill in in the browser), so Hosting's CDN and the
 * browser may keep them a short while, and serve a stale copy while a fresh one renders.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600'
/** An address that does not exist may start existing (a new event): kept a shorter while. */
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=60, s-maxage=60'
/**
 * A wishlist's private link: a minute in the CDN and not at all in the browser, so a link its owner
 * turned off or renewed stops answering from any cache within a minute (docs/api.md "Shared lists").
 */
export const SHARED_LIST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'
/** The sitemap lists every event: read from the store at most once an hour per CDN location. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600'

/** A whole HTML document of its own, without the web build (nothing of the app runs on it). */
const standalonePage = (language: Language, { head, html }: { head: string; html: string }) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8">${head}</head><body>${html}</body></html>`

/**
 * The 400 of an address the API would refuse: a page of its own, without the app, which would render
 * the list from the address anyway.
 */
function sendBadAddress(res: Response, language: Language, fields: Record<string, string>) {
  res
    .status(400)
    .set('Cache-Control', NOT_FOUND_CACHE_CONTROL)
    .type('html')
    .send(standalonePage(language, badAddressPage(language, fields)))
}

// a wishlist's or a trip's private link
const isSharedList = (path: string) =>
  path.startsWith(`${SHARED_LIST_PATH}/`) || path.startsWith(`${SHARED_TRIP_PATH}/`)

const isPrivate = (path: string) =>
  PRIVATE_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

export function createPagesApp({
  events,
  sharedLists,
  merges,
  renderer,
  origin,
  log = console.error,
}: PagesDeps): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', true)
  // The pages' security headers (Content-Security-Policy and the rest) are Hosting's, from firebase.json,
  // as for every other page of the site; the local servers send the same ones (web/security-headers.ts).

  /** The page's language: the address's ?lang=, else the browser's (then the answer varies with it). */
  function languageOf(req: Request, res: Response): Language {
    const fromUrl = languageOfUrl(new URL(req.originalUrl, 'http://page').search)
    if (fromUrl) return fromUrl
    res.vary('Accept-Language')
    return pickLanguage(req.get('accept-language'))
  }

  // Locally. On Firebase, Hosting serves the build's own robots.txt (Cloud Functions never pass
  // /robots.txt to a function); the web build writes it for SITE_ORIGIN (web/vite.config.ts).
  app.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', SITEMAP_CACHE_CONTROL).type('text/plain').send(robotsTxt(origin))
  })

  app.get(/^\/sitemap(?:-(\d+))?\.xml$/, async (req, res) => {
    const part = (req.params as Record<string, string | undefined>)[0]
    const xml = await sitemap(events, origin, part === undefined ? undefined : Number(part))
    if (xml === null) {
      res.status(404).set('Cache-Control', NOT_FOUND_CACHE_CONTROL).type('text/plain').send('Not found')
      return
    }
    res.set('Cache-Control', SITEMAP_CACHE_CONTROL).type('application/xml').send(xml)
  })

  // The cookie banner's form, sent by the browser itself when the app has not started yet: the same
  // cookie the app writes, then back to the page. Never cached; a form from another site is refused.
  app.post(CONSENT_PATH, express.urlencoded({ extended: false, limit: '2kb' }), (req, res) => {
    res.set('Cache-Control', 'no-store')
    const body = (req.body ?? {}) as Record<string, unknown>
    const answer = body[CONSENT_ANSWER_FIELD]
    if (req.get('sec-fetch-site') === 'cross-site') {
      res.status(403).type('text/plain').send('Forbidden')
      return
    }
    if (answer !== CONSENT_ANSWERS.accept && answer !== CONSENT_ANSWERS.decline) {
      res.status(400).type('text/plain').send('Bad request')
      return
    }
    res.append('Set-Cookie', consentCookieString(answer === CONSENT_ANSWERS.accept, req.secure))
    res.redirect(303, consentReturnPath(body[CONSENT_RETURN_FIELD]))
  })

  // A file of an earlier build (a page cached before a deploy asks for its old chunks): no page for it.
  app.get('/assets/{*file}', (_req, res) => {
    res.status(404).set('Cache-Control', NOT_FOUND_CACHE_CONTROL).type('text/plain').send('Not found')
  })

  app.get(/.*/, async (req, res) => {
    const language = languageOf(req, res)
    const url = req.originalUrl
    let template: string | undefined
    try {
      const pages = await renderer()
      template = await pages.template(url)
      if (isPrivate(req.path)) {
        // who is signed in is known only in the browser: the shell, rendered there
        res.set('Cache-Control', 'no-cache').type('html').send(template)
        return
      }
      // A page's filters are the API's query parameters, read by the same parser: what the API refuses
      // (a repeated filter, an empty limit, a search with control characters) is a 400 here too.
      const parsed = parseEventsQuery(queryParams(queryStringOf(url)))
      if (!parsed.ok) {
        sendBadAddress(res, language, parsed.fields)
        return
      }
      const data = pageDataOf(events, sharedLists, language)
      const page = await pages.render({ url, origin, language, data })
      const merged = page.status === 404 && merges ? EVENT_PAGE.exec(req.path) : null
      const kept = merged?.[2] && merges ? await merges.mergedInto(merged[2]) : null
      if (kept && merged) {
        const query = queryStringOf(url)
        res.set('Cache-Control', PAGE_CACHE_CONTROL)
        res.redirect(308, `${merged[1] ?? ''}/events/${kept}${query ? `?${query}` : ''}`)
        return
      }
      // Search engines that find a private link anyway (a referrer, a public post) leave it out.
      if (isSharedList(req.path)) res.set('X-Robots-Tag', 'noindex')
      res
        .status(page.status)
        .set(
          'Cache-Control',
          page.status !== 200
            ? NOT_FOUND_CACHE_CONTROL
            : isSharedList(req.path)
              ? SHARED_LIST_PAGE_CACHE_CONTROL
              : PAGE_CACHE_CONTROL,
        )
        .type('html')
        // a 404 is rendered but not hydrated: the browser renders it afresh (its answer is not kept)
        .send(
          fillTemplate(template, { language, ...page, ...(page.status === 200 ? {} : { state: undefined }) }),
        )
    } catch (error) {
      // What the API would refuse with a 400 (a cursor that names no page) is the address's fault.
      if (error instanceof ServiceError && error.kind === 'invalid' && error.fields) {
        sendBadAddress(res, language, error.fields)
        return
      }
      log(`Rendering ${url} failed`, error)
      res.status(500).set('Cache-Control', 'no-store').type('html')
      const fallback = errorPage(language)
      res.send(
        template ? fillTemplate(template, { language, ...fallback }) : standalonePage(language, fallback),
      )
    }
  })
  return app
}

/**
 * The pages function of a deployment without a usable SITE_ORIGIN: it renders nothing (no page may carry
 * an origin a request chose) and says why: in the log on every request, and to the visitor as a 503
 * that no cache keeps. (Not at load: the deploy tooling loads the module without the runtime's
 * configuration to find the functions.)
 */
export function unconfiguredPagesApp(
  problem: string,
  log: (message: string) => void = (message) => console.error(message),
): Express {
  const message = `The pages function cannot serve pages: ${problem}`
  const app = express()
  app.disable('x-powered-by')
  app.use((req, res) => {
    log(`${message} (${req.method} ${req.originalUrl})`)
    const language = pickLanguage(req.get('accept-language'))
    res
      .status(503)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(standalonePage(language, errorPage(language)))
  })
  return app
}
