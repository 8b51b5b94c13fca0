// The server's side of the app (docs/rendering.md): renders a page's HTML, critical CSS and <head> from the
// data the server hands in (PageData, from the API's services, no HTTP hop); built as its own bundle and
// called by the function `pages` and the local stack. The browser hydrates the same tree (main.tsx).
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { matchRoutes, StaticRouter } from 'react-router'
import type { EventDto, Language, PageAnswer, RenderPage } from '@travel/domain'
import { eventKeys } from '@/features/events/api/event-keys'
import { createI18n, SCREEN_NAMESPACES, translationsReady } from '@/i18n'
import { isLazyScreen } from '@/lib/lazy-screen'
import { createQueryClient } from '@/lib/query-client'
import { ServerPageContext, serverPageReport, type PageReport } from '@/rendered-page/server-page'
import { countryLabel, sectionLabel } from '@/utils/labels'
import { App } from '../app'
import { routes } from '../router'
import { headTags } from './head-tags'
import { fillServerQueries } from './server-queries'
import { serverStyleTags } from './server-styles'

/** One i18next instance per language, made once: rendering only reads it. */
const texts = new Map<Language, Promise<I18n>>()
function textsIn(language: Language): Promise<I18n> {
  let ready = texts.get(language)
  if (!ready) {
    const instance = createI18n({ language })
    // every namespace, the single screens' too: the browser loads those with the screen's code, and a
    // page rendered without them would show that screen in the fallback language, then switch
    ready = Promise.all([translationsReady(instance), instance.loadNamespaces([...SCREEN_NAMESPACES])]).then(
      () => instance,
    )
    texts.set(language, ready)
  }
  return ready
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString()
  return text
}

interface Pass {
  html: string
  page: PageReport
  css: { extract: (html: string) => string }
}

/** One render of the whole page, waiting for every screen's code (React's static prerender). */
async function renderOnce(url: string, queryClient: QueryClient, i18n: I18n): Promise<Pass> {
  // Emotion keeps the styles in its cache instead of writing <style> elements into the HTML (compat); the
  // ones this page uses go into <head>, where the browser's Emotion finds and adopts them (same key).
  const cache = createCache({ key: 'css' })
  cache.compat = true
  const emotion = createEmotionServer(cache)
  const { report, page } = serverPageReport()
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  )
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ServerPageContext.Provider value={page}>
        <App queryClient={queryClient} i18n={i18n} serverRendered Router={Router} />
      </ServerPageContext.Provider>
    </CacheProvider>,
    // Every part inline, in document order: React would otherwise move a large part to the end of the
    // page and put it in place with an inline script, which the page's CSP forbids and a browser
    // without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await toText(prelude)
  return {
    html,
    page: report,
    css: {
      extract: (markup) => serverStyleTags(emotion.extractCriticalToChunks(markup)),
    },
  }
}

export const renderPage: RenderPage = async ({ url, origin, language, data }) => {
  const i18n = await textsIn(language)
  const { pathname } = new URL(url, 'http://page')
  // The screen's code first: a lazy screen would otherwise be its spinner in the first render.
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
      isLazyScreen(route.Component) ? route.Component.preload() : undefined,
    ),
  )
  const queryClient = createQueryClient({ retry: false })
  // An answer that failed (an event that does not exist) is shown as such, not asked again on "mount".
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  })
  // First render: which answers the screens ask for; then those answers; then the page with them.
  await renderOnce(url, queryClient, i18n)
  await fillServerQueries(queryClient, data, i18n.t('event-page:detail.notFound'))
  const { html, page, css } = await renderOnce(url, queryClient, i18n)

  const event = queryClient
    .getQueryCache()
    .findAll({ queryKey: eventKeys.details() })
    .map((query) => query.state.data as EventDto | undefined)
    .find((found) => found !== undefined)
  const t = i18n.getFixedT(language)
  const head = headTags({
    origin,
    pathname,
    language,
    title: page.title ?? t('common:brand'),
    description: page.description ?? t('events:home.intro'),
    siteName: t('common:brand'),
    status: page.status,
    noindex: page.noindex,
    ...(event && page.status === 200
      ? { event, sectionName: sectionLabel(t, event.section), countryName: countryLabel(t, event.country) }
      : {}),
  })
  const answers: PageAnswer[] = queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'success')
    .map(({ queryKey, state: { data, dataUpdatedAt } }) => ({ queryKey, data, updatedAt: dataUpdatedAt }))
  const state = JSON.stringify(answers)
  return { status: page.status, head: `${head}\n    ${css.extract(html)}`, html, state }
}
