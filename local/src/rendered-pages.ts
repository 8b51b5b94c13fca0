// The server-rendered pages in the local stack (docs/rendering.md): the Cloud Function's pages app, with the
// server entry through Vite in dev (read again each request) or from the build with --prod, placed after
// Vite's own middlewares so code, files and /api/** are served as before and every other GET is a page.
import { readFileSync } from 'node:fs'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import type { Plugin, ViteDevServer } from 'vite'
import { CONSENT_PATH, type RenderPage } from '@travel/domain'
import { bundledRenderer, createPagesApp, type PageRenderer } from '@travel/functions/pages'
import type { Services } from '@travel/functions/services'

const SERVER_ENTRY = '/src/app/rendering/entry-server.tsx'

/** Dev: index.html and the server entry through Vite, read again on every request. */
export function devRenderer(vite: ViteDevServer, indexHtmlFile: string): PageRenderer {
  return {
    template: (url) => vite.transformIndexHtml(url, readFileSync(indexHtmlFile, 'utf8')),
    render: async (request) => {
      const { renderPage } = (await vite.ssrLoadModule(SERVER_ENTRY)) as { renderPage: RenderPage }
      try {
        return await renderPage(request)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        throw error
      }
    },
  }
}

/** --prod: the server build (dist-server/: entry-server.js and the page template), as the function has it. */
export function builtRenderer(serverDir: string): Promise<PageRenderer> {
  return bundledRenderer(pathToFileURL(`${serverDir}/`))()
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * A Vite plugin that answers page requests once Vite's middlewares have passed them on, with the security
 * headers Vite sends with the app's files (firebase.json's, web/security-headers.ts) and compressed as
 * Hosting compresses a function's answer.
 */
export function renderedPages(
  services: Pick<Services, 'events' | 'sharedLists'> & Partial<Pick<Services, 'merges'>>,
  renderer: (server: ViteDevServer | null) => Promise<PageRenderer>,
  /** the web server's own address, as SITE_ORIGIN is in production: never a request's Host */
  origin: string,
): Plugin {
  const handlerFor = (server: ViteDevServer | null, headers: OutgoingHttpHeaders = {}): Middleware => {
    let loading: Promise<PageRenderer> | undefined
    const app = createPagesApp({ ...services, renderer: () => (loading ??= renderer(server)), origin })
    const compress = compression()
    return (req, res, next) => {
      // pages are read; the one form they take is the cookie banner's (before the app has started)
      const consentForm = req.method === 'POST' && req.url?.split('?')[0] === CONSENT_PATH
      if (req.method !== 'GET' && req.method !== 'HEAD' && !consentForm) return next()
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
      compress(req as never, res as never, () =>
        app(req as Parameters<typeof app>[0], res as Parameters<typeof app>[1]),
      )
    }
  }
  return {
    name: 'travel:rendered-pages',
    configureServer(server) {
      return () => server.middlewares.use(handlerFor(server, server.config.server.headers))
    },
    configurePreviewServer(server) {
      return () => server.middlewares.use(handlerFor(null, server.config.preview.headers))
    },
  }
}
