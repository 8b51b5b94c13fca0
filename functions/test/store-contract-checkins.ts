// The check-ins part of the Store contract: paging, the one-per-day rule, the event's summary after
// every change (also under 20 concurrent check-ins) and the cascades of event and account deletion.
import { describe, expect, it } from 'vitest'
import { backfillCheckinSummaries } from '../src/store/checkins/backfill-checkin-summaries'
import { CheckinExistsError, AccountDeletedError, NO_CHECKINS, type Store } from '../src/store/port'
import { checkinRecord, eventRecord, userRecord } from './factories'

export function describeCheckinsContract(storeOf: () => Store) {
  describe('check-ins', () => {
    async function newEvent(ownerId = 'owner-a') {
      const event = eventRecord({ ownerId })
      await storeOf().events.createEvent(event)
      return event
    }
    const summaryOf = async (id: string) => {
      const e = await storeOf().events.getEvent(id)
      return {
        checkins: e?.checkins ?? 0,
        ratingCount: e?.ratingCount ?? 0,
        ratingAverage: e?.ratingAverage ?? null,
        lastVisit: e?.lastVisit ?? null,
        state: e?.state ?? 'as-described',
      }
    }

    it('stores a check-in with the summary, and replaces the author’s check-in of the same day', async () => {
      const store = storeOf()
      const event = await newEvent()
      const first = checkinRecord(event.id, 'c1', { rating: 4, text: 'Quiet', photos: ['p1'] })
      const saved = await store.checkins.saveCheckin(first)
      expect(saved?.created).toBe(true)
      expect(saved?.checkin).toEqual(first)
      expect(saved?.event).toMatchObject({ id: event.id, checkins: 1, ratingAverage: 4 })
      expect(await store.checkins.getCheckin(first.id)).toEqual(first)
      const again = await store.checkins.saveCheckin({
        ...first,
        rating: 2,
        updatedAt: '2025-06-03T00:00:00.000Z',
      })
      expect(again?.created).toBe(false)
      // the first write's createdAt stays
      expect(again?.checkin.createdAt).toBe(first.createdAt)
      expect(await summaryOf(event.id)).toEqual({
        checkins: 1,
        ratingCount: 1,
        ratingAverage: 2,
        lastVisit: '2025-06-01',
        state: 'as-described',
      })
      expect(await store.checkins.saveCheckin(checkinRecord('missing-event', 'c1'))).toBeNull()
    })

    it('keeps count, exact average, last visit and latest state through adds, edits and deletes', async () => {
      const store = storeOf()
      const event = await newEvent()
      const a = checkinRecord(event.id, 'a', { visitDate: '2025-01-10', rating: 5 })
      const b = checkinRecord(event.id, 'b', {
        visitDate: '2025-03-01',
        rating: 2,
        state: 'changed',
        text: 'x',
      })
      const c = checkinRecord(event.id, 'c', { visitDate: '2025-05-01', state: 'gone', text: 'closed' })
      for (const checkin of [a, b, c]) await store.checkins.saveCheckin(checkin)
      expect(await summaryOf(event.id)).toEqual({
        checkins: 3,
        ratingCount: 2,
        ratingAverage: 3.5,
        lastVisit: '2025-03-01',
        state: 'gone',
      })
      // the latest check-in goes: the state falls back to the one before it
      await store.checkins.deleteCheckin(c.id)
      expect(await summaryOf(event.id)).toMatchObject({
        checkins: 2,
        lastVisit: '2025-03-01',
        state: 'changed',
      })
      // b moves to an earlier day: a is now the latest
      const moved = checkinRecord(event.id, 'b', {
        visitDate: '2024-12-01',
        rating: 3,
        state: 'changed',
        text: 'x',
      })
      expect((await store.checkins.saveCheckin(moved, b.id))?.created).toBe(false)
      expect(await store.checkins.getCheckin(b.id)).toBeNull()
      expect(await summaryOf(event.id)).toEqual({
        checkins: 2,
        ratingCount: 2,
        ratingAverage: 4,
        lastVisit: '2025-01-10',
        state: 'as-described',
      })
      await store.checkins.deleteCheckin(a.id)
      await store.checkins.deleteCheckin(moved.id)
      expect(await summaryOf(event.id)).toEqual({
        checkins: 0,
        ratingCount: 0,
        ratingAverage: null,
        lastVisit: null,
        state: 'as-described',
      })
      expect(await store.checkins.deleteCheckin(a.id)).toBeNull()
    })

    it('counts each fact’s answers through adds, edits and deletes, reading only the latest', async () => {
      const store = storeOf()
      const event = await newEvent()
      const a = checkinRecord(event.id, 'fa', { visitDate: '2025-01-10', facts: { water: true, dogs: true } })
      const b = checkinRecord(event.id, 'fb', { visitDate: '2025-03-01', facts: { water: true } })
      const c = checkinRecord(event.id, 'fc', { visitDate: '2025-05-01', facts: { water: false } })
      const plain = checkinRecord(event.id, 'fd', { visitDate: '2025-07-01' })
      for (const checkin of [a, b, c, plain]) await store.checkins.saveCheckin(checkin)
      const checks = async () => (await store.events.getEvent(event.id))?.factChecks
      expect(await checks()).toEqual({
        water: { yes: 2, no: 1, lastYes: '2025-03-01', lastNo: '2025-05-01', latest: false },
        dogs: { yes: 1, no: 0, lastYes: '2025-01-10', lastNo: null, latest: true },
      })
      // the latest "no" becomes a "yes": the fact is confirmed again
      await store.checkins.saveCheckin({
        ...c,
        facts: { water: true },
        updatedAt: '2025-06-03T00:00:00.000Z',
      })
      expect((await checks())?.water).toEqual({
        yes: 3,
        no: 0,
        lastYes: '2025-05-01',
        lastNo: null,
        latest: true,
      })
      // the latest "yes" goes: the one before it is the latest now
      await store.checkins.deleteCheckin(c.id)
      expect((await checks())?.water).toMatchObject({ yes: 2, lastYes: '2025-03-01', latest: true })
      await store.checkins.deleteCheckin(a.id)
      expect(await checks()).toEqual({
        water: { yes: 1, no: 0, lastYes: '2025-03-01', lastNo: null, latest: true },
      })
      expect((await store.checkins.getCheckin(b.id))?.facts).toEqual({ water: true })
    })

    it('counts "open" by the visit’s month and each price paid, and finds the latest again on delete', async () => {
      const store = storeOf()
      const event = await newEvent()
      const eur = (amount: number) => ({ amount, currency: 'EUR' as const })
      const a = checkinRecord(event.id, 'pa', {
        visitDate: '2025-11-02',
        facts: { open: false, price: eur(12) },
      })
      const b = checkinRecord(event.id, 'pb', {
        visitDate: '2025-11-20',
        facts: { open: true, price: eur(15) },
      })
      const c = checkinRecord(event.id, 'pc', {
        visitDate: '2025-06-01',
        facts: { open: true, price: eur(12) },
      })
      for (const checkin of [a, b, c]) await store.checkins.saveCheckin(checkin)
      const checks = async () => (await store.events.getEvent(event.id))?.factChecks
      expect(await checks()).toEqual({
        'open-11': { yes: 1, no: 1, lastYes: '2025-11-20', lastNo: '2025-11-02', latest: true },
        'open-6': { yes: 1, no: 0, lastYes: '2025-06-01', lastNo: null, latest: true },
        'price-1200-EUR': { yes: 2, no: 0, lastYes: '2025-11-02', lastNo: null, latest: true },
        'price-1500-EUR': { yes: 1, no: 0, lastYes: '2025-11-20', lastNo: null, latest: true },
      })
      await store.checkins.deleteCheckin(b.id)
      expect(await checks()).toEqual({
        'open-11': { yes: 0, no: 1, lastYes: null, lastNo: '2025-11-02', latest: false },
        'open-6': { yes: 1, no: 0, lastYes: '2025-06-01', lastNo: null, latest: true },
        'price-1200-EUR': { yes: 2, no: 0, lastYes: '2025-11-02', lastNo: null, latest: true },
      })
      expect((await store.checkins.getCheckin(a.id))?.facts).toEqual({ open: false, price: eur(12) })
    })

    it('refuses to move a check-in onto a day its author already has one for', async () => {
      const store = storeOf()
      const event = await newEvent()
      const june = checkinRecord(event.id, 'm', { visitDate: '2025-06-01' })
      const july = checkinRecord(event.id, 'm', { visitDate: '2025-07-01' })
      await store.checkins.saveCheckin(june)
      await store.checkins.saveCheckin(july)
      await expect(
        store.checkins.saveCheckin({ ...july, id: june.id, visitDate: june.visitDate }, july.id),
      ).rejects.toBeInstanceOf(CheckinExistsError)
      expect(await store.checkins.getCheckin(july.id)).not.toBeNull()
      expect((await summaryOf(event.id)).checkins).toBe(2)
    })

    it('pages an event’s and a user’s check-ins, latest visit first', async () => {
      const store = storeOf()
      const [e1, e2] = [await newEvent(), await newEvent()]
      const days = ['2025-01-05', '2025-03-01', '2024-11-20', '2025-02-14', '2025-03-01']
      for (const [i, visitDate] of days.entries())
        await store.checkins.saveCheckin(checkinRecord(e1.id, `p${i}`, { visitDate }))
      await store.checkins.saveCheckin(checkinRecord(e2.id, 'p0', { visitDate: '2025-04-01' }))
      const first = await store.checkins.checkinsOfEvent(e1.id, 2)
      const second = await store.checkins.checkinsOfEvent(e1.id, 2, first.next ?? undefined)
      const third = await store.checkins.checkinsOfEvent(e1.id, 2, second.next ?? undefined)
      const visits = [...first.checkins, ...second.checkins, ...third.checkins].map((c) => c.visitDate)
      expect(visits).toEqual(['2025-03-01', '2025-03-01', '2025-02-14', '2025-01-05', '2024-11-20'])
      expect(third.next).toBeNull()
      const mine = await store.checkins.checkinsOfUser('p0', 10)
      expect(mine.checkins.map((c) => c.eventId)).toEqual([e2.id, e1.id])
      expect(mine.next).toBeNull()
    })

    it('counts every one of 20 concurrent check-ins on one event, with an exact average', async () => {
      const store = storeOf()
      const event = await newEvent()
      const ratings = Array.from({ length: 20 }, (_, i) => (i % 5) + 1)
      await Promise.all(
        ratings.map((rating, i) =>
          store.checkins.saveCheckin(
            checkinRecord(event.id, `crowd${i}`, {
              visitDate: `2025-05-${String(i + 1).padStart(2, '0')}`,
              rating,
            }),
          ),
        ),
      )
      expect(await summaryOf(event.id)).toEqual({
        checkins: 20,
        ratingCount: 20,
        ratingAverage: 3,
        lastVisit: '2025-05-20',
        state: 'as-described',
      })
    })

    it('leaves gone events out of lists, near answers and the map when asked to, and back in when found again', async () => {
      const store = storeOf()
      const ownerId = `gone-owner-${Math.random().toString(36).slice(2, 8)}`
      const gone = eventRecord({ ownerId, ...NO_CHECKINS })
      const open = eventRecord({ ownerId, ...NO_CHECKINS })
      for (const e of [gone, open]) await store.events.createEvent(e)
      const closed = checkinRecord(gone.id, 'reporter', {
        state: 'gone',
        text: 'Fenced off',
        visitDate: '2025-06-01',
      })
      await store.checkins.saveCheckin(closed)
      const area = { center: [48.1, 17.1] as [number, number], radiusKm: 50 }
      const listed = async (hideGone: boolean) => {
        const filter = { ownerId, ...(hideGone ? { listing: ['shown' as const] } : {}) }
        return {
          list: (await store.events.listEvents(filter, 10)).events.map((e) => e.id).sort(),
          near: (await store.events.nearEvents(filter, area, 10)).events.map((e) => e.event.id).sort(),
          map: (await store.events.mapPoints(filter, 10)).points.map((p) => p.id).sort(),
        }
      }
      const both = [gone.id, open.id].sort()
      expect(await listed(true)).toEqual({ list: [open.id], near: [open.id], map: [open.id] })
      expect(await listed(false)).toEqual({ list: both, near: both, map: both })
      // a later visit finds it as described: it is listed again
      await store.checkins.saveCheckin(checkinRecord(gone.id, 'later', { visitDate: '2025-07-01' }))
      expect((await listed(true)).list).toEqual(both)
    })

    it('the backfill gives events stored before check-ins an empty summary, so lists find them', async () => {
      const store = storeOf()
      const ownerId = `old-owner-${Math.random().toString(36).slice(2, 8)}`
      const old = eventRecord({ ownerId })
      await store.events.createEvent(old)
      expect(await backfillCheckinSummaries(store)).toBeGreaterThanOrEqual(1)
      expect(await store.events.getEvent(old.id)).toEqual({ ...old, ...NO_CHECKINS })
      expect(
        (await store.events.listEvents({ ownerId, listing: ['shown'] }, 10)).events.map((e) => e.id),
      ).toEqual([old.id])
      expect(await backfillCheckinSummaries(store)).toBe(0)
    })

    it('deleting an event removes its check-ins and answers their photos', async () => {
      const store = storeOf()
      const event = await newEvent()
      await store.checkins.saveCheckin(checkinRecord(event.id, 'x1', { photos: ['u1', 'u2'] }))
      await store.checkins.saveCheckin(checkinRecord(event.id, 'x2', { photos: ['u3'] }))
      const deleted = await store.events.deleteEvent(event.id)
      expect(deleted?.checkinPhotos.sort()).toEqual(['u1', 'u2', 'u3'])
      expect((await store.checkins.checkinsOfUser('x1', 10)).checkins).toEqual([])
    })

    it("deleting an account removes its check-ins, updates others' events and renames follow", async () => {
      const store = storeOf()
      await store.accounts.createUser(userRecord('gone-user'))
      const theirs = await newEvent('someone')
      const own = await newEvent('gone-user')
      await store.checkins.saveCheckin(
        checkinRecord(theirs.id, 'gone-user', {
          rating: 1,
          state: 'gone',
          text: 'no',
          visitDate: '2025-06-10',
        }),
      )
      await store.checkins.saveCheckin(
        checkinRecord(theirs.id, 'gone-user', { rating: 1, visitDate: '2025-06-11' }),
      )
      await store.checkins.saveCheckin(
        checkinRecord(theirs.id, 'stays', { rating: 5, visitDate: '2025-01-01' }),
      )
      await store.checkins.saveCheckin(checkinRecord(own.id, 'visitor', { photos: ['v1'] }))
      await store.checkins.saveCheckin(checkinRecord(own.id, 'gone-user', { photos: ['g1'] }))
      await store.accounts.updateUser('gone-user', {
        username: 'Renamed',
        updatedAt: '2025-07-01T00:00:00.000Z',
      })
      expect((await store.checkins.checkinsOfUser('gone-user', 10)).checkins.map((c) => c.userName)).toEqual([
        'Renamed',
        'Renamed',
        'Renamed',
      ])
      await store.accounts.markAccountDeleted('gone-user', '2025-07-02T00:00:00.000Z')
      await expect(store.checkins.saveCheckin(checkinRecord(theirs.id, 'gone-user'))).rejects.toBeInstanceOf(
        AccountDeletedError,
      )
      const result = await store.accounts.deleteUserData('gone-user')
      expect(result).toMatchObject({ events: [own.id], checkins: 3, checkinPhotos: ['v1'] })
      expect(await summaryOf(theirs.id)).toEqual({
        checkins: 1,
        ratingCount: 1,
        ratingAverage: 5,
        lastVisit: '2025-01-01',
        state: 'as-described',
      })
      expect((await store.checkins.checkinsOfUser('gone-user', 10)).checkins).toEqual([])
      expect((await store.checkins.checkinsOfUser('visitor', 10)).checkins).toEqual([])
    })
  })
}
