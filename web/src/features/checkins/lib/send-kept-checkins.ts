// Sends a user's waiting check-ins, oldest first: the photos not yet uploaded, then the POST. One tab at a
// time (Web Locks); an entry leaves the device only once the server has answered it (docs/offline.md).
import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { isSiteReachable } from '@/lib/connectivity'
import { auth } from '@/lib/firebase'
import {
  dropOutboxEntry,
  keepOutboxEntry,
  outboxEntries,
  outboxEntry,
  type OutboxEntry,
  type OutboxPhoto,
} from '@/lib/offline/checkin-outbox'
import { startUpload } from '@/lib/upload/upload-task'
import { refreshAfterCheckinChange } from '../api/refresh-after-change'
import { saveCheckin } from '../api/save-checkin'

/** What became of one entry: sent, refused for good (kept as failed), or left for the next try. */
type Outcome = 'sent' | 'failed' | 'later'

const LOCK = 'travel-checkin-outbox'
let queue: Promise<unknown> = Promise.resolve()

async function oneTabAtATime(run: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(LOCK, run)
    return
  }
  const next = queue.then(run, run)
  queue = next.catch(() => undefined)
  return next
}

/** Still this user's, and still on the device: a sign-out meanwhile forgot it and must not see it back. */
async function stillKept(entry: OutboxEntry): Promise<boolean> {
  return auth.currentUser?.uid === entry.uid && (await outboxEntry(entry.id))?.status === 'waiting'
}

/**
 * A 4xx answers the same on every try (the event is gone, a field is refused); an expired token (401),
 * a time-out (408) and too many requests (429) may pass.
 */
function refusedForGood(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  )
}

async function upload(photo: OutboxPhoto): Promise<{ url: string } | { problem: string }> {
  const file = new File([photo.bytes ?? new ArrayBuffer(0)], photo.name, { type: photo.type })
  const state = await startUpload('checkinPhoto', file, () => undefined).finished
  if (state.status === 'success') return { url: state.url }
  return { problem: state.status === 'error' ? state.message : '' }
}

async function sendEntry(kept: OutboxEntry, queryClient: QueryClient): Promise<Outcome> {
  let entry = kept
  for (const [index, photo] of entry.photos.entries()) {
    if (photo.url) continue
    const uploaded = await upload(photo)
    if (!(await stillKept(entry))) return 'later'
    if ('problem' in uploaded) {
      if (!isSiteReachable() || !uploaded.problem) return 'later'
      await keepOutboxEntry({ ...entry, status: 'failed', error: uploaded.problem })
      return 'failed'
    }
    // kept at once: a retry after a dropped connection does not upload this photo again
    const photos = entry.photos.map((p, i) => (i === index ? { ...p, url: uploaded.url } : p))
    entry = { ...entry, photos }
    await keepOutboxEntry(entry)
  }
  const photos = entry.photos.flatMap((photo) => (photo.url ? [photo.url] : []))
  try {
    const saved = await saveCheckin({ eventId: entry.eventId, payload: { ...entry.checkin, photos } })
    await dropOutboxEntry(entry.id)
    refreshAfterCheckinChange(queryClient, entry.eventId, saved)
    return 'sent'
  } catch (error) {
    if (!refusedForGood(error)) return 'later'
    if (!(await stillKept(entry))) return 'failed'
    const message = [error.message, ...Object.values(error.fields)].join(' ')
    await keepOutboxEntry({ ...entry, status: 'failed', error: message })
    return 'failed'
  }
}

/** Sends `uid`'s waiting check-ins if that user is the one signed in; stops at the first network failure. */
export function sendKeptCheckins(uid: string, queryClient: QueryClient): Promise<void> {
  return oneTabAtATime(async () => {
    await auth.authStateReady()
    if (auth.currentUser?.uid !== uid) return
    for (const entry of await outboxEntries(uid)) {
      if (entry.status !== 'waiting') continue
      if ((await sendEntry(entry, queryClient)) === 'later') return
    }
  })
}
