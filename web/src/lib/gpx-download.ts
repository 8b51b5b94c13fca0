// The route file download of the event page (docs/api.md): the object named by the last path segment of
// the event's gpxFile (query removed) is fetched from storage and saved under its own file name. The
// result tells the caller which of the three messages of docs/api.md to show.
import { GPX_CONTENT_TYPE } from '@travel/domain'
import { keptCopy } from './offline/kept-events'
import { saveFile } from './save-file'
import { getAppStorage } from './storage'

export type GpxDownloadResult = 'downloaded' | 'missing' | 'failed'

/**
 * The storage object of a gpxFile value. A download URL's last path segment is the URL-encoded object
 * path (`events%2F{uid}%2F{name}.gpx`); `gs://` URLs and plain storage paths name the object directly.
 */
export function gpxObjectPath(gpxFile: string): string | undefined {
  const value = gpxFile.trim()
  if (value.startsWith('gs://')) return value
  const withoutQuery = value.split(/[?#]/)[0] ?? ''
  if (!/^https?:\/\//i.test(withoutQuery)) return withoutQuery.replace(/^\/+/, '') || undefined
  const segment = withoutQuery.split('/').filter(Boolean).pop()
  if (!segment) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** The file name of a storage object path (`events/{uid}/{name}.gpx` → `{name}.gpx`). */
function fileNameOf(path: string): string {
  return path.split('/').pop() ?? path
}

export async function downloadGpx(gpxFile: string | null | undefined): Promise<GpxDownloadResult> {
  if (!gpxFile?.trim()) return 'missing'
  const path = gpxObjectPath(gpxFile)
  if (!path) return 'failed'
  // A saved event's route file is kept in this browser (docs/offline.md): offline, or simply sooner.
  const kept = await keptCopy(gpxFile)
  if (kept) {
    saveFile(new Blob([await kept.arrayBuffer()], { type: GPX_CONTENT_TYPE }), fileNameOf(path))
    return 'downloaded'
  }
  try {
    const [storage, { getBytes, ref }] = await Promise.all([getAppStorage(), import('firebase/storage')])
    const objectRef = ref(storage, path)
    const bytes = await getBytes(objectRef)
    saveFile(new Blob([bytes], { type: GPX_CONTENT_TYPE }), objectRef.name)
    return 'downloaded'
  } catch (error) {
    console.error('The GPX file could not be downloaded.', error)
    return 'failed'
  }
}
