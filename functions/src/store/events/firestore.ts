// The events capability on Firestore, kept thin: every method is one query, one document read or one
// transaction. The composite indexes its queries need are in firestore.indexes.json.
import { FieldPath } from 'firebase-admin/firestore'
import { assertAliveIn } from '../accounts/firestore-tx'
import { writeRevision } from '../history/firestore-tx'
import { revisionOf } from '../history/revision'
import type { FirestoreContext } from '../shared/firestore-tx'
import { eventDocument, eventOf } from './firestore-doc'
import { firestoreEventsMap } from './firestore-map'
import { firestoreNearEvents } from './firestore-near'
import { eventQueries, inOrderOf, matchesNothing, orderValuesOf, type EventQueries } from './firestore-search'
import { readEventChange, readEventRemoval } from './firestore-tx'
import { listPlanOf, positionOf } from './list-order'
import { StaleEventError, type EventStore, type SitemapEventRecord } from './port'
import { acceptsAll, searchPage } from './search-page'

/** Creating, changing and removing an event. */
function eventWrites(ctx: FirestoreContext): Pick<EventStore, 'createEvent' | 'updateEvent' | 'deleteEvent'> {
  const events = ctx.in.events
  return {
    async createEvent(event, by) {
      await ctx.transact(async (t) => {
        await assertAliveIn(t, event.ownerId)
        t.tx.create(events().doc(event.id), eventDocument(event))
        if (by) writeRevision(t, revisionOf(null, event, by))
      })
    },
    async updateEvent(id, changes, ifUpdatedAt, by) {
      return ctx.transact(async (t) => {
        const change = await readEventChange(t, id)
        if (!change) return null
        if (ifUpdatedAt !== undefined && change.current.updatedAt !== ifUpdatedAt)
          throw new StaleEventError(id)
        await assertAliveIn(t, change.current.ownerId)
        return change.write(changes, by)
      })
    },
    async deleteEvent(id) {
      return ctx.transact(async (t) => {
        const removal = await readEventRemoval(t, id)
        if (!removal) return null
        removal.write()
        return { checkinPhotos: removal.checkins.flatMap((c) => c.photos) }
      })
    },
  }
}

/** An event, a list or a search page, and the sitemap's counts and ranges. */
function eventReads(
  ctx: FirestoreContext,
  queries: EventQueries,
): Pick<EventStore, 'getEvent' | 'getEvents' | 'listEvents' | 'countListed' | 'listedInIdRange'> {
  const events = ctx.in.events
  const { onReads } = ctx.options
  return {
    async getEvent(id) {
      const snap = await events().doc(id).get()
      return snap.exists ? eventOf(snap) : null
    },
    async getEvents(ids) {
      if (!ids.length) return []
      const snaps = await ctx.db().getAll(...ids.map((id) => events().doc(id)))
      // one read per document asked for, found or not
      onReads?.(ids.length)
      return snaps.filter((s) => s.exists).map(eventOf)
    },
    async listEvents(filter, limit, after) {
      if (matchesNothing(filter)) return { events: [], next: null }
      if (filter.words?.length) return queries.searchEvents(filter.words, filter, limit, after)
      const plan = listPlanOf(filter)
      let query = inOrderOf(queries.filtered(filter), plan)
      if (plan.check)
        return searchPage(
          queries.candidatesOf(query, plan, limit, after),
          acceptsAll([], plan.check),
          limit,
          queries.budget,
        )
      if (after) query = query.startAfter(...orderValuesOf(plan, after))
      // One more than a page tells whether another page follows: limit + 1 reads, none per card.
      const snap = await query.limit(limit + 1).get()
      const page = snap.docs.slice(0, limit).map(eventOf)
      const last = page[page.length - 1]
      return { events: page, next: snap.size > limit && last ? positionOf(last) : null }
    },
    async countListed(listing) {
      if (!listing.length) return 0
      const snap = await queries.listedIn(listing).count().get()
      const { count } = snap.data()
      onReads?.(Math.max(Math.ceil(count / 1000), 1))
      return count
    },
    async listedInIdRange(listing, { from, to }, max) {
      if (!listing.length) return { events: [], truncated: false }
      let query = queries.listedIn(listing).orderBy(FieldPath.documentId()).select('updatedAt', 'lastVisit')
      if (from !== null) query = query.startAt(from)
      if (to !== null) query = query.endBefore(to)
      const snap = await query.limit(max + 1).get()
      onReads?.(Math.max(snap.size, 1))
      const found = snap.docs.slice(0, max).map((doc) => ({
        ...(doc.data() as Omit<SitemapEventRecord, 'id'>),
        id: doc.id,
      }))
      return { events: found, truncated: snap.size > max }
    },
  }
}

export function firestoreEvents(ctx: FirestoreContext): EventStore {
  const queries = eventQueries(ctx)
  return {
    ...eventWrites(ctx),
    ...eventReads(ctx, queries),
    ...firestoreEventsMap(ctx, queries),
    nearEvents: firestoreNearEvents(ctx, queries),
  }
}
