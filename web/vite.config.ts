import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { slovakManifest, webAppManifests } from './web-app-manifest.ts'
import { securityHeaders } from './security-headers.ts'

// In `npm start` the launcher runs Vite programmatically with this config and its own proxy target;
// this file also serves `npm run dev -w web` and `vite build`.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:5002'

export default defineConfig(({ command, mode }) => {
  // The same settings the app reads (.env files and VITE_* variables; the launcher sets the latter).
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_')
  const useEmulators = (env.VITE_USE_EMULATORS ?? (command === 'serve' ? 'true' : 'false')) === 'true'
  const storageOrigin = `http://${env.VITE_STORAGE_EMULATOR_HOST || '127.0.0.1'}:${env.VITE_STORAGE_EMULATOR_PORT || '9199'}`
  const headers = (dev: boolean) =>
    securityHeaders({
      emulators: useEmulators
        ? { authUrl: env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099', storageOrigin }
        : undefined,
      maps: Boolean(env.VITE_MAPS_API_KEY),
      dev,
    })
  return {
    plugins: [
      react(),
      // The installable app (docs/offline.md): the manifest and a Workbox service worker built from
      // src/sw.ts with the list of the build's files to precache. Only `vite build` makes one: the dev
      // server never registers a service worker (src/features/offline/register-service-worker.ts).
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        // the app registers it itself, after the page has loaded, and asks before updating
        // (src/features/offline/register-service-worker.ts)
        injectRegister: false,
        registerType: 'prompt',
        manifest: webAppManifests.en,
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
        injectManifest: {
          // every screen's code and styles, the page, the icons; not the source maps
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
          // the first-load file is about 600 KB minified; the default limit (2 MB) leaves room
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
      slovakManifest(),
    ],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: {
      port: 5173,
      strictPort: true,
      // A keep-alive agent: without one Vite's proxy opens and closes a connection per request.
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false, agent: new http.Agent({ keepAlive: true }) },
      },
      headers: headers(true),
    },
    // vite preview serves the build as Firebase Hosting does, with the same headers as firebase.json
    // (for the hosts this build talks to).
    preview: { headers: headers(false) },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the first screen needs before it can render (React, Chakra, the router, i18next,
            // the query client, the layout) in one file rather than a dozen: one request, and gzip finds
            // more repeats in one file than in many (about 7 KB gzip less on `/`, `npm run size`).
            groups: [{ name: 'app', tags: ['$initial'] }],
          },
        },
      },
      // that one file is about 560 KB minified (175 KB gzip), within the 200 KB budget of `/`
      chunkSizeWarningLimit: 640,
    },
  }
})
