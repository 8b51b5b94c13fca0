// The search backfill against the Firestore emulator (npm run test:emulators): events stored before search
// existed, or with outdated words, become findable; a second run writes nothing.
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { searchTerms } from '@travel/domain'
import { backfillSearchIndex } from '../src/store/firestore-search-backfill'
import { COLLECTIONS, SEARCH_FIELD, firestoreStore } from '../src/store/firestore-store'
import { eventRecord } from './factories'

const PROJECT_ID = 'demo-travel-community'
const host = process.env.FIRESTORE_EMULATOR_HOST
if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run this file with `npm run test:emulators`.')

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }))
const store = firestoreStore(() => db)

beforeEach(async () => {
  const res = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  })
  if (!res.ok) throw new Error(`clearing the Firestore emulator failed: ${res.status}`)
})

const found = async (q: string) =>
  (await store.listEvents({ words: searchTerms(q) }, 10)).events.map((e) => e.id).sort()

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
    await store.createEvent(current)

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
    expect(await store.getEvent(oldId)).toEqual({ ...old, id: oldId })

    expect(await backfillSearchIndex(db)).toEqual({ events: 3, updated: 0, skipped: 0 })
  })
})
