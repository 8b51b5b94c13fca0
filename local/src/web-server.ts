// The web app with /api/** proxied to the API so both share one origin.
//   dev:     Vite's dev server (hot reload) — the default of `npm start`
//   preview: the production build (`vite build`) served by `vite preview` — `npm start -- --prod`,
//            used for Lighthouse and size measurements and for fast browser tests; it compresses like
//            Firebase Hosting does (compressed-assets.ts)
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { build, createServer, preview } from 'vite'
import { compressedAssets } from './compressed-assets'

export interface WebServer {
  url: string
  stop(): Promise<void>
}

export type WebMode = 'dev' | 'preview'

/** How long the proxy keeps an idle connection to the API: shorter than the API keeps one (API_IDLE_MS). */
export const PROXY_IDLE_MS = 60_000

const webRoot = fileURLToPath(new URL('../../web', import.meta.url))

export async function startWebServer({
  port,
  apiUrl,
  mode = 'dev',
}: {
  port: number
  apiUrl: string
  mode?: WebMode
}): Promise<WebServer> {
  // Vite's proxy opens a new connection to the API for every request and closes it ("Connection: close")
  // unless it is given an agent; under load that costs a TCP handshake per request and leaves thousands of
  // sockets in TIME_WAIT. A keep-alive agent reuses connections, as a browser does.
  // Idle connections are closed after PROXY_IDLE_MS, well before the API server would close them
  // (API_IDLE_MS), so a request never goes out on a connection the API is closing.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: PROXY_IDLE_MS })
  const proxy = { '/api': { target: apiUrl, changeOrigin: false, agent } }
  const url = `http://localhost:${port}`
  if (mode === 'preview') {
    await build({ root: webRoot, configFile: `${webRoot}/vite.config.ts`, logLevel: 'warn' })
    const server = await preview({
      root: webRoot,
      configFile: `${webRoot}/vite.config.ts`,
      logLevel: 'warn',
      plugins: [compressedAssets()],
      preview: { port, strictPort: true, host: 'localhost', proxy },
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
    server: { port, strictPort: true, host: 'localhost', proxy },
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
