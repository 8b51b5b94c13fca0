// The Firestore adapter (firebase-admin), kept thin: every method is one query, one document read or one
// transaction. Multi-document changes (cascades, renames, idempotent adds) are transactions, so no
// partial state is ever visible. The composite indexes these queries need are in firestore.indexes.json.
import {
  FieldPath,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore'
import { wishlistItemId } from '@travel/domain'
import type {
  DeletedUserData,
  EventChanges,
  EventFilter,
  EventPage,
  EventPosition,
  EventRecord,
  MapPointRecord,
  MapPoints,
  NearPage,
  Store,
  UserChanges,
  UserRecord,
  WishlistRecord,
} from './store'
import { compareNear, distanceKm, geohashRanges, hasPosition } from '../geo/near'

export const COLLECTIONS = { events: 'events', users: 'users', wishlist: 'wishlist' } as const

/** Firestore's limit on values in one `in` clause. */
const IN_LIMIT = 30

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** Firestore rejects undefined values; a change object leaves unchanged fields undefined. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

function withoutId<T extends { id: string }>(record: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = record
  return rest
}

function eventOf(snap: DocumentSnapshot<DocumentData>): EventRecord {
  return { ...(snap.data() as Omit<EventRecord, 'id'>), id: snap.id }
}

function userOf(snap: DocumentSnapshot<DocumentData>): UserRecord {
  return { ...(snap.data() as Omit<UserRecord, 'id'>), id: snap.id }
}

function wishlistOf(snap: DocumentSnapshot<DocumentData>): WishlistRecord {
  return { ...(snap.data() as Omit<WishlistRecord, 'id'>), id: snap.id }
}

/**
 * `db` is called on first use, so a cold start that never touches Firestore does not initialise it.
 */
export function firestoreStore(db: () => Firestore): Store {
  const events = () => db().collection(COLLECTIONS.events)
  const users = () => db().collection(COLLECTIONS.users)
  const wishlist = () => db().collection(COLLECTIONS.wishlist)

  /**
   * The events collection with the filter's equality and `in` clauses, added in the order of the fields
   * in firestore.indexes.json; null when the filter can match nothing.
   */
  function filteredEvents(filter: EventFilter): Query | null {
    let query: Query = events()
    if (filter.ownerId !== undefined) query = query.where('ownerId', '==', filter.ownerId)
    if (filter.country !== undefined) query = query.where('country', '==', filter.country)
    const section = filter.section
    if (section) {
      const values: string[] = 'mains' in section ? section.mains : section.subs
      if (!values.length) return null
      query = query.where('mains' in section ? 'section.main' : 'section.sub', 'in', values)
    }
    return query
  }

  return {
    async getEvent(id) {
      const snap = await events().doc(id).get()
      return snap.exists ? eventOf(snap) : null
    },

    async getEvents(ids) {
      if (!ids.length) return []
      const snaps = await db().getAll(...ids.map((id) => events().doc(id)))
      return snaps.filter((s) => s.exists).map(eventOf)
    },

    async listEvents(filter: EventFilter, limit: number, after?: EventPosition): Promise<EventPage> {
      const filtered = filteredEvents(filter)
      if (!filtered) return { events: [], next: null }
      let query = filtered
      query = query.orderBy('date', 'desc').orderBy(FieldPath.documentId(), 'desc')
      if (after) query = query.startAfter(after.date, after.id)
      // One more than a page tells whether another page follows: limit + 1 reads, none per card.
      const snap = await query.limit(limit + 1).get()
      const page = snap.docs.slice(0, limit).map(eventOf)
      const last = page[page.length - 1]
      return { events: page, next: snap.size > limit && last ? { date: last.date, id: last.id } : null }
    },

    async nearEvents(filter, area, limit, after): Promise<NearPage> {
      const filtered = filteredEvents(filter)
      if (!filtered) return { events: [], next: null }
      // geofire's way: one range query per geohash cell covering the circle (in parallel), then the exact
      // distance drops the corners the cells add. Distance order cannot be an index order, so every
      // candidate is read and sorted here: a page costs the reads of all events in the cells, whatever
      // the limit (BENCHMARKS.md). Ranges never overlap; the Map guards against a doubled event anyway.
      const snaps = await Promise.all(
        geohashRanges(area.center, area.radiusKm).map(([start, end]) =>
          filtered.orderBy('geohash').startAt(start).endAt(end).get(),
        ),
      )
      const found = new Map<string, { event: EventRecord; distanceKm: number }>()
      for (const snap of snaps)
        for (const doc of snap.docs) {
          const event = eventOf(doc)
          if (!hasPosition(event.coordinates)) continue
          const km = distanceKm(area.center, event.coordinates)
          if (km > area.radiusKm) continue
          if (after && compareNear({ distanceKm: km, id: event.id }, after) <= 0) continue
          found.set(event.id, { event, distanceKm: km })
        }
      const sorted = [...found.values()].sort((a, b) =>
        compareNear(
          { distanceKm: a.distanceKm, id: a.event.id },
          { distanceKm: b.distanceKm, id: b.event.id },
        ),
      )
      const page = sorted.slice(0, limit)
      const last = page[page.length - 1]
      return {
        events: page,
        next: sorted.length > limit && last ? { distanceKm: last.distanceKm, id: last.event.id } : null,
      }
    },

    async mapPoints(filter, max): Promise<MapPoints> {
      const filtered = filteredEvents(filter)
      if (!filtered) return { points: [], truncated: false }
      // A range on geohash skips events without a position (a range matches strings only, and a null
      // geohash is not one), uses the near queries' indexes, and reads only the fields a marker needs.
      const snap = await filtered
        .where('geohash', '>', '')
        .orderBy('geohash')
        .select('title', 'thumbnail', 'coordinates', 'access', 'date', 'section')
        .limit(max + 1)
        .get()
      const points = snap.docs
        .slice(0, max)
        .map((doc) => ({ ...(doc.data() as Omit<MapPointRecord, 'id'>), id: doc.id }))
      return { points, truncated: snap.size > max }
    },

    async createEvent(event) {
      await events().doc(event.id).create(withoutId(event))
    },

    async updateEvent(id, changes: EventChanges) {
      const ref = events().doc(id)
      return db().runTransaction(async (tx) => {
        const snap = await tx.get(ref)
        if (!snap.exists) return null
        const next: EventRecord = { ...eventOf(snap), ...defined(changes), id }
        tx.set(ref, withoutId(next))
        return next
      })
    },

    async deleteEvent(id) {
      const ref = events().doc(id)
      return db().runTransaction(async (tx) => {
        // Reading the event locks it, so a concurrent wishlist add (which reads it too) cannot slip in.
        const snap = await tx.get(ref)
        if (!snap.exists) return false
        const entries = await tx.get(wishlist().where('eventId', '==', id))
        for (const entry of entries.docs) tx.delete(entry.ref)
        tx.delete(ref)
        return true
      })
    },

    async getUser(id) {
      const snap = await users().doc(id).get()
      return snap.exists ? userOf(snap) : null
    },

    async createUser(user) {
      const ref = users().doc(user.id)
      return db().runTransaction(async (tx) => {
        const snap = await tx.get(ref)
        if (snap.exists) return userOf(snap)
        tx.create(ref, withoutId(user))
        return user
      })
    },

    async updateUser(id, changes: UserChanges) {
      const ref = users().doc(id)
      return db().runTransaction(async (tx) => {
        const snap = await tx.get(ref)
        if (!snap.exists) return null
        const current = userOf(snap)
        const next: UserRecord = { ...current, ...defined(changes), id }
        if (next.username !== current.username) {
          // The copy of the username on every event of the user changes in the same transaction.
          const own = await tx.get(events().where('ownerId', '==', id))
          for (const e of own.docs) tx.update(e.ref, { ownerName: next.username })
        }
        tx.set(ref, withoutId(next))
        return next
      })
    },

    async deleteUserData(id): Promise<DeletedUserData> {
      const userRef = users().doc(id)
      return db().runTransaction(async (tx) => {
        const profile = await tx.get(userRef)
        const own = await tx.get(events().where('ownerId', '==', id))
        const entries = new Map<string, DocumentReference>()
        const ownEntries = await tx.get(wishlist().where('userId', '==', id))
        for (const e of ownEntries.docs) entries.set(e.ref.path, e.ref)
        for (const ids of chunks(
          own.docs.map((d) => d.id),
          IN_LIMIT,
        )) {
          const onEvents = await tx.get(wishlist().where('eventId', 'in', ids))
          for (const e of onEvents.docs) entries.set(e.ref.path, e.ref)
        }
        for (const ref of entries.values()) tx.delete(ref)
        for (const e of own.docs) tx.delete(e.ref)
        if (profile.exists) tx.delete(userRef)
        return { profile: profile.exists, events: own.docs.map((d) => d.id), wishlistEntries: entries.size }
      })
    },

    async wishlistOf(userId) {
      const snap = await wishlist()
        .where('userId', '==', userId)
        .orderBy('addedAt', 'desc')
        .orderBy(FieldPath.documentId(), 'desc')
        .get()
      return snap.docs.map(wishlistOf)
    },

    async addToWishlist(userId, eventId, addedAt) {
      const eventRef = events().doc(eventId)
      const ref = wishlist().doc(wishlistItemId(userId, eventId))
      return db().runTransaction(async (tx) => {
        const [event, existing] = await Promise.all([tx.get(eventRef), tx.get(ref)])
        if (!event.exists) return null
        if (existing.exists) return { item: wishlistOf(existing), event: eventOf(event), created: false }
        const item: WishlistRecord = { id: ref.id, userId, eventId, addedAt }
        tx.create(ref, withoutId(item))
        return { item, event: eventOf(event), created: true }
      })
    },

    async removeFromWishlist(userId, eventId) {
      const ref = wishlist().doc(wishlistItemId(userId, eventId))
      return db().runTransaction(async (tx) => {
        const snap = await tx.get(ref)
        if (!snap.exists) return false
        tx.delete(ref)
        return true
      })
    },

    async clearWishlist(userId) {
      return db().runTransaction(async (tx) => {
        const entries = await tx.get(wishlist().where('userId', '==', userId))
        for (const e of entries.docs) tx.delete(e.ref)
        return entries.size
      })
    },
  }
}
