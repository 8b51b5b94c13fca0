// The dev server's and `vite preview`'s proxy of /api to the API, over kept-alive connections. The agent is
// handed to the proxy, never placed in Vite's config: Vite copies configs key by key, and a copied
// http.Agent counts sockets in the copy but frees them in the original, so requests came to wait for ever.
import type http from 'node:http'
import type { ProxyOptions } from 'vite'

export function apiProxy(target: string, agent: http.Agent): Record<string, ProxyOptions> {
  return {
    '/api': {
      target,
      changeOrigin: false,
      configure: (_proxy, options) => {
        options.agent = agent
      },
    },
  }
}
