// Check-ins saved without a network, kept in this browser's IndexedDB until they are sent, each under the
// signed-in user who wrote it (docs/offline.md "Check-ins saved offline"). Storage only: the checkins
// feature sends them; signing out forgets them.
import { createStore, del, get, set, values, type UseStore } from 'idb-keyval'
import type { CheckinPayload } from '@travel/domain'

export interface OutboxPhoto {
  name: string
  type: string
  /** the photo itself, as bytes: they clone into every IndexedDB, the tests' one included (docs/offline.md) */
  bytes: ArrayBuffer | null
  /** its download URL once uploaded: a retry never uploads it again */
  url: string | null
}

export type OutboxStatus = 'waiting' | 'failed'

export interface OutboxEntry {
  /** the check-in's id on the server, one per user, event and visit day: sending it again updates it */
  id: string
  uid: string
  eventId: string
  /** shown in the profile's list while the server's copy does not exist */
  eventTitle: string
  checkin: Omit<CheckinPayload, 'photos'>
  photos: OutboxPhoto[]
  status: OutboxStatus
  /** why the server refused it, in the words it answered with (the user's language) */
  error: string | null
  savedAt: string
}

export const outboxEntryId = (eventId: string, uid: string, visitDate: string) =>
  `${eventId}_${uid}_${visitDate}`

/** IndexedDB exists in every browser the site supports, but not in every test runner or private mode. */
export const outboxSupported = (): boolean => typeof indexedDB !== 'undefined'

let store: UseStore | undefined
const outboxStore = () => (store ??= createStore('travel-checkin-outbox', 'entries'))

/** A user's kept check-ins, oldest first: the order they are sent in. */
export async function outboxEntries(uid: string): Promise<OutboxEntry[]> {
  if (!outboxSupported()) return []
  const all = await values<OutboxEntry>(outboxStore())
  return all.filter((entry) => entry.uid === uid).sort((a, b) => a.savedAt.localeCompare(b.savedAt))
}

export async function outboxEntry(id: string): Promise<OutboxEntry | undefined> {
  return get<OutboxEntry>(id, outboxStore())
}

/** Keeps an entry; `replaces` is the id it had before an edit that changed its visit day. */
export async function keepOutboxEntry(entry: OutboxEntry, replaces?: string): Promise<void> {
  if (replaces && replaces !== entry.id) await del(replaces, outboxStore())
  await set(entry.id, entry, outboxStore())
  announceOutboxChange()
}

export async function dropOutboxEntry(id: string): Promise<void> {
  await del(id, outboxStore())
  announceOutboxChange()
}

/** Forgets every entry that is not `keepUid`'s: all of them when nobody is signed in. */
export async function forgetOutboxExcept(keepUid: string | null): Promise<void> {
  if (!outboxSupported()) return
  const all = await values<OutboxEntry>(outboxStore())
  const gone = all.filter((entry) => entry.uid !== keepUid)
  await Promise.all(gone.map((entry) => del(entry.id, outboxStore())))
  if (gone.length) announceOutboxChange()
}

const CHANNEL = 'travel-checkin-outbox'
const listeners = new Set<() => void>()
let channel: BroadcastChannel | undefined

function outboxChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined
  if (!channel) {
    channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = () => listeners.forEach((listener) => listener())
  }
  return channel
}

/** This tab and the site's other tabs hear that the outbox changed. */
function announceOutboxChange() {
  listeners.forEach((listener) => listener())
  outboxChannel()?.postMessage('changed')
}

export function subscribeOutbox(listener: () => void): () => void {
  outboxChannel()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
