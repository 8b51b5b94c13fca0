// The land and country borders of the keyless map: Natural Earth's outlines, shipped as an asset of the
// site's own origin, fetched the first time a map shows, and projected once, in a worker where there is
// one, so panning and zooming never project again (docs/routes-and-maps.md).
import countriesUrl from 'world-atlas/countries-50m.json?url'
import type { LandPaths } from './natural-earth-paths'
import type { LandPathsAnswer } from './natural-earth.worker'

export type { LandPaths }

let loading: Promise<LandPaths> | undefined

/** The land and borders; one fetch for every map of the page. A failure is retried on the next call. */
export function loadLandPaths(): Promise<LandPaths> {
  loading ??= (typeof Worker === 'undefined' ? onThisThread() : inWorker()).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

function inWorker(): Promise<LandPaths> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./natural-earth.worker.ts', import.meta.url), { type: 'module' })
    worker.addEventListener('message', (event: MessageEvent<LandPathsAnswer>) => {
      worker.terminate()
      if (event.data.ok) resolve(event.data.paths)
      else reject(new Error(event.data.error))
    })
    // a worker that cannot start (an old browser, a policy that refuses it): the same work here
    worker.addEventListener('error', () => {
      worker.terminate()
      onThisThread().then(resolve, reject)
    })
    worker.postMessage({ url: new URL(countriesUrl, location.href).href })
  })
}

/** Where there are no workers (tests under jsdom): the same work here. */
async function onThisThread(): Promise<LandPaths> {
  const { fetchPaths } = await import('./natural-earth-paths')
  return fetchPaths(countriesUrl)
}
