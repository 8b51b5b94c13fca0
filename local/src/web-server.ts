// The web app with /api/** proxied to the API on one origin, its pages rendered on the server as the
// function `pages` renders them (rendered-pages.ts): Vite's dev server by default, or with `--prod` the
// production build under `vite preview`, compressed like Hosting (compressed-assets.ts).
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { build, createServer, preview, type ProxyOptions } from 'vite'
import type { Services } from '@travel/functions/services'
import { apiProxy } from '@travel/web/api-proxy'
import { compressedAssets } from './compressed-assets'
import { builtRenderer, devRenderer, renderedPages } from './rendered-pages'

export interface WebServer {
  url: string
  stop(): Promise<void>
}

export type WebMode = 'dev' | 'preview'

/** How long the proxy keeps an idle connection to the API: shorter than the API keeps one (API_IDLE_MS). */
export const PROXY_IDLE_MS = 60_000

const webRoot = fileURLToPath(new URL('../../web', import.meta.url))

/**
 * The options the dev and preview servers share. No CORS: the app and its API share one origin, and
 * Vite's default would answer any http://localhost:* page with its files (and the proxied /api).
 */
export function webServerOptions(port: number, proxy: Record<string, ProxyOptions>) {
  return { port, strictPort: true, host: 'localhost', proxy, cors: false } as const
}

export async function startWebServer({
  port,
  apiUrl,
  events,
  sharedLists,
  merges,
  mode = 'dev',
  buildFirst = true,
}: {
  port: number
  apiUrl: string
  /** what the pages are rendered from: the API's events service */
  events: Services['events']
  /** and the wishlists' private links, for the shared list's page */
  sharedLists: Services['sharedLists']
  /** and the merged events' addresses, which redirect to the kept event's page */
  merges?: Services['merges']
  mode?: WebMode
  /**
   * preview: build the web app first (default); false serves the build already in web/dist, which a
   * second stack beside a running one must do, as a build empties the folder the first one serves
   */
  buildFirst?: boolean
}): Promise<WebServer> {
  // Vite's proxy opens a new connection to the API for every request and closes it ("Connection: close")
  // unless it is given an agent; under load that costs a TCP handshake per request and leaves thousands of
  // sockets in TIME_WAIT. A keep-alive agent reuses connections, as a browser does.
  // Idle connections are closed after PROXY_IDLE_MS, well before the API server would close them
  // (API_IDLE_MS), so a request never goes out on a connection the API is closing.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: PROXY_IDLE_MS })
  const proxy = apiProxy(apiUrl, agent)
  const url = `http://localhost:${port}`
  if (mode === 'preview') {
    if (buildFirst) {
      await build({ root: webRoot, configFile: `${webRoot}/vite.config.ts`, logLevel: 'warn' })
      await build({
        root: webRoot,
        configFile: `${webRoot}/vite.config.ts`,
        logLevel: 'warn',
        build: { ssr: 'src/app/rendering/entry-server.tsx' },
      })
    }
    const server = await preview({
      root: webRoot,
      configFile: `${webRoot}/vite.config.ts`,
      logLevel: 'warn',
      // no single-page fallback: every address that is not a file of the build is a rendered page
      appType: 'custom',
      plugins: [
        compressedAssets(),
        renderedPages(
          { events, sharedLists, ...(merges ? { merges } : {}) },
          () => builtRenderer(`${webRoot}/dist-server`),
          url,
        ),
      ],
      preview: webServerOptions(port, proxy),
    })
    return {
      url,
      stop: async () => {
        await server.close()
        agent.destroy()
      },
    }
  }
  const server = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    logLevel: 'warn',
    clearScreen: false,
    // no single-page fallback: every address that is not a module or a file is a rendered page
    appType: 'custom',
    plugins: [
      renderedPages(
        { events, sharedLists, ...(merges ? { merges } : {}) },
        (vite) => Promise.resolve(devRenderer(vite!, `${webRoot}/index.html`)),
        url,
      ),
    ],
    server: webServerOptions(port, proxy),
  })
  await server.listen()
  return {
    url,
    stop: async () => {
      await server.close()
      agent.destroy()
    },
  }
}
