// The dev server's and `vite preview`'s proxy of /api to the API, over kept-alive connections.
// The agent is handed to the proxy when it is created, never placed in Vite's config: Vite merges configs
// by copying objects key by key, and a copied http.Agent counts its sockets in the copy but frees them in
// the original, so after `maxSockets` requests every later one waited for ever.
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
