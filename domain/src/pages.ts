// The contract between the page renderer (the web app's server entry, built by Vite) and the servers that
// run it (the Cloud Function `pages` and the local stack). The renderer asks for data through PageData and
// never over HTTP; the server answers with the same services the API uses (docs/rendering.md).
import type { ApiPage } from './api'
import { CONSENT_COOKIE } from './consent'
import type { EventDto, EventListItemDto } from './event-api'
import { LANGUAGES, type Language } from './messages'
import type { SharedListDto } from './shared-list'

/** What a page may read while it is rendered: public data only, the same for every visitor. */
export interface PageData {
  /** GET /api/events with this query string (without "?"): the same filters, order and page */
  listEvents(query: string): Promise<ApiPage<EventListItemDto>>
  /** GET /api/events/:id: the event, or null when there is none */
  getEvent(id: string): Promise<EventDto | null>
  /** GET /api/shared-lists/:token: the shared wishlist, or null for an unknown or revoked token */
  getSharedList(token: string): Promise<SharedListDto | null>
}

export interface PageRequest {
  /** path and query of the page, e.g. /events/abc?lang=sk */
  url: string
  /** the site's origin for absolute links (canonical, og:url, sitemap), e.g. https://example.com */
  origin: string
  language: Language
  data: PageData
}

export interface RenderedPage {
  /** 200, or 404 for an address (or an event) that does not exist */
  status: number
  /** tags for <head>: title, description, canonical, alternates, Open Graph, JSON-LD, critical CSS */
  head: string
  /** the HTML inside #root */
  html: string
  /** the answers the page was rendered with (PageAnswer[]), as JSON the browser hydrates from */
  state: string
}

/** The server entry's signature (web/src/app/rendering/entry-server.tsx). */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage>

/** On `<html>` from the page's first moment when the visitor has answered the cookie banner. */
export const CONSENT_ANSWERED_ATTRIBUTE = 'data-consent'

/** The query parameter that names a page's language: shared links and the en/sk alternates carry it. */
export const LANGUAGE_PARAM = 'lang'

/** Where the browser remembers the language the reader chose with the switcher (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'lang'

/**
 * The one inline script of a server-rendered page, first in its <head>: it asks for the address in the
 * language the reader saved, which the server cannot see, and marks `<html>` when the cookie banner was
 * answered, for CSS to hide it (docs/rendering.md). The CSP allows it by its hash (web/security-headers.ts).
 */
export const SAVED_LANGUAGE_SCRIPT = [
  'try{',
  `if(/(?:^|;\\s*)${CONSENT_COOKIE}=(?:true|false)(?:;|$)/.test(document.cookie))`,
  `document.documentElement.setAttribute(${JSON.stringify(CONSENT_ANSWERED_ATTRIBUTE)},"");`,
  `var l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),u=new URL(location.href);`,
  `if(${JSON.stringify(LANGUAGES)}.indexOf(l)>=0&&l!==document.documentElement.lang&&!u.searchParams.has(${JSON.stringify(LANGUAGE_PARAM)})){`,
  `u.searchParams.set(${JSON.stringify(LANGUAGE_PARAM)},l);window.stop();location.replace(u.href)}`,
  '}catch(e){}',
].join('')

/** The language a URL asks for (?lang=sk), if it names one the site speaks. */
export function languageOfUrl(search: string | URLSearchParams): Language | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const value = params.get(LANGUAGE_PARAM)?.toLowerCase()
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined
}

/**
 * The answers a page was rendered with, as RenderedPage.state holds them (JSON): each query's key, its
 * data and when the server read it. A list of these rather than TanStack Query's own dehydrated format:
 * the browser puts them in its cache with setQueryData, which the app has anyway, instead of loading
 * the library's hydration module on every page.
 */
export interface PageAnswer {
  queryKey: readonly unknown[]
  data: unknown
  updatedAt: number
}

/** The id of the <script type="application/json"> element holding RenderedPage.state. */
export const PAGE_STATE_ELEMENT_ID = 'page-state'
