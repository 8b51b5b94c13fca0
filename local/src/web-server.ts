// The web app on Vite's dev server, with /api/** proxied to the API so both share one origin.
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'

export interface WebServer {
  url: string
  stop(): Promise<void>
}

const webRoot = fileURLToPath(new URL('../../web', import.meta.url))

export async function startWebServer({ port, apiUrl }: { port: number; apiUrl: string }): Promise<WebServer> {
  const server: ViteDevServer = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    logLevel: 'warn',
    clearScreen: false,
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      proxy: { '/api': { target: apiUrl, changeOrigin: false } },
    },
  })
  await server.listen()
  return { url: `http://localhost:${port}`, stop: () => server.close() }
}
