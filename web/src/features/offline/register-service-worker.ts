/// <reference types="vite-plugin-pwa/vanillajs" />
// Registers the service worker of a production build (loaded by main.tsx after the page has loaded, so it
// never competes with the first screen). The dev server has none: vite-plugin-pwa's dev mode is off and
// main.tsx loads this module only in a production-mode build. A new version waits for the reader (update-state.ts).
import { registerSW } from 'virtual:pwa-register'
import { updateActions } from './update-state'

/** How often an open tab asks whether a new version was deployed (besides each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000

const updateServiceWorker = registerSW({
  onNeedRefresh: () => updateActions.waiting(() => updateServiceWorker(true)),
  onRegisteredSW: (_url, registration) => {
    if (!registration) return
    setInterval(() => {
      if (navigator.onLine) void registration.update().catch(() => undefined)
    }, UPDATE_CHECK_MS)
  },
  onRegisterError: (error: unknown) => console.warn('The offline version could not be installed.', error),
})
