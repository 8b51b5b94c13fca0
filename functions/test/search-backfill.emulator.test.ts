// The search backfill against the Firestore emulator (npm run test:emulators): events stored before search
// existed, or with outdated words, become findable; a second run writes nothing.
import { afterAll, describe, expect, it } from 'vitest'
import { searchTerms } from '@travel/domain'
import { backfillSearchIndex } from '../src/store/events/firestore-search-backfill'
import { COLLECTIONS, SEARCH_FIELD, firestoreStore } from '../src/store/firestore'
import { eventRecord } from './factories'
import { openTestFirestore } from './firestore-projects'

// A project of its own: it starts empty, and nothing written here shows up in another suite's project.
const firestore = openTestFirestore('search-backfill')
const db = firestore.db
const store = firestoreStore(() => db)
afterAll(() => firestore.close())

const found = async (q: string) =>
  (await store.events.listEvents({ words: searchTerms(q) }, 10)).events.map((e) => e.id).sort()

describe('the search backfill', () => {
  it('indexes old events and corrects outdated words, and a second run writes nothing', async () => {
    const { id: oldId, ...old } = eventRecord({ title: 'Camp by Lake Prespa', country: 'North Macedonia' })
    // As an event written before search existed: no words at all.
    await db.collection(COLLECTIONS.events).doc(oldId).set(old)
    const { id: staleId, ...stale } = eventRecord({ title: 'Transfagarasan at dawn', country: 'Romania' })
    // As words written by an older rule, which no longer match the text.
    await db
      .collection(COLLECTIONS.events)
      .doc(staleId)
      .set({ ...stale, [SEARCH_FIELD]: ['x', 'xy'] })
    const current = eventRecord({ title: 'Lake camp in the Tatras' })
    await store.events.createEvent(current)

    expect(await found('prespa')).toEqual([])
    expect(await found('trans')).toEqual([])

    const pages: number[] = []
    const first = await backfillSearchIndex(db, { pageSize: 2, onPage: (r) => pages.push(r.events) })
    expect(first).toEqual({ events: 3, updated: 2, skipped: 0 })
    expect(pages).toEqual([2, 3])
    expect(await found('prespa macedonia')).toEqual([oldId])
    expect(await found('trans rumunsko')).toEqual([staleId])
    expect(await found('lake')).toEqual([current.id, oldId].sort())
    // The record read back is unchanged by the backfill.
    expect(await store.events.getEvent(oldId)).toEqual({ ...old, id: oldId })

    expect(await backfillSearchIndex(db)).toEqual({ events: 3, updated: 0, skipped: 0 })
  })
})
