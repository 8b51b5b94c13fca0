// The web app's server build (web/dist-server: entry-server.js, its chunks and the page template), loaded
// on the first page request: the function's build copies it beside the function (lib/web/), and the local
// stack's --prod loads it from the web workspace. A failed load is tried again on the next request.
import { readFile } from 'node:fs/promises'
import type { RenderPage } from '@travel/domain'
import type { PageRenderer } from './pages-app'

export function bundledRenderer(dir: URL): () => Promise<PageRenderer> {
  let loading: Promise<PageRenderer> | undefined
  const load = async (): Promise<PageRenderer> => {
    const [template, entry] = await Promise.all([
      readFile(new URL('index.html', dir), 'utf8'),
      import(new URL('entry-server.js', dir).href) as Promise<{ renderPage: RenderPage }>,
    ])
    return { template: () => Promise.resolve(template), render: entry.renderPage }
  }
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
