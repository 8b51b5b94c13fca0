// Fetches and projects the map's outlines off the page's main thread (natural-earth.ts starts it): the
// page stays free to pan and zoom while they are prepared.
import { fetchPaths, type LandPaths } from './natural-earth-paths'

export type LandPathsAnswer = { ok: true; paths: LandPaths } | { ok: false; error: string }

addEventListener('message', (event: MessageEvent<{ url: string }>) => {
  fetchPaths(event.data.url).then(
    (paths) => postMessage({ ok: true, paths } satisfies LandPathsAnswer),
    (error: unknown) => postMessage({ ok: false, error: String(error) } satisfies LandPathsAnswer),
  )
})
