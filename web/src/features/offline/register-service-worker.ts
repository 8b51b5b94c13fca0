// Registers a production build's service worker once the page has loaded (the dev server has none) and
// offers a new version when one waits (update-state.ts): the standard life cycle in a few lines, instead of
// vite-plugin-pwa's registerSW and the workbox-window it would add to every first visit.
import { updateActions } from './update-state'

/** Where vite-plugin-pwa writes the worker built from src/sw.ts (web/vite.config.ts). */
const SERVICE_WORKER_URL = '/sw.js'
/** How often an open tab asks whether a new version was deployed (besides each navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/** Offers `worker` (installed, waiting): accepting activates it, and the page reloads once it controls. */
function offer(worker: ServiceWorker) {
  updateActions.waiting(async () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    worker.postMessage({ type: 'SKIP_WAITING' })
  })
}

async function register() {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
  // A page with no controller is the first visit: the worker that installs is the first version, not an
  // update. Otherwise a waiting worker (installed during an earlier visit) is a new version.
  const updating = () => Boolean(navigator.serviceWorker.controller)
  if (registration.waiting && updating()) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && updating()) offer(installing)
    })
  })
  setInterval(() => {
    if (navigator.onLine) void registration.update().catch(() => undefined)
  }, UPDATE_CHECK_MS)
}

register().catch((error: unknown) => console.warn('The offline version could not be installed.', error))
