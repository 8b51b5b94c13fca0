// The Store contract of reports and moderation (docs/moderation.md), run by store-contract.ts against
// every adapter: the threshold, the daily limit, decisions and their cascades, the log and the notices.
import { describe, expect, it } from 'vitest'
import { HIDE_AFTER_REPORTERS, REPORTS_PER_DAY, reportTargetKey } from '@travel/domain'
import { photoIdOf, type Decision, type NewReport } from '../src/store/moderation/records'
import { NO_CHECKINS, NameRemovedError, type Store } from '../src/store/port'
import { checkinRecord, eventRecord, userRecord } from './factories'

const AT = '2026-03-10T09:00:00.000Z'

export function report(
  key: string,
  reporterId: string | null,
  overrides: Partial<NewReport> = {},
): NewReport {
  return {
    key,
    reporterId,
    reporterName: reporterId,
    reporterKey: reporterId ?? 'visitor-abc',
    email: reporterId ? '' : 'visitor@example.com',
    reason: reporterId ? 'spam' : 'illegal',
    text: '',
    at: AT,
    ...overrides,
  }
}

/** A photo's key, as the API makes it from the photo's address. */
/** A user's notices, every one however old, and their unread count as the bell reads it. */
async function noticesOf(store: Store, userId: string) {
  const page = await store.notices.noticesOf(userId, 10, '')
  return { notices: page.notices, unread: await store.notices.unreadNotices(userId) }
}

const photoKey = (checkinId: string, url: string) =>
  reportTargetKey({ type: 'photo', id: checkinId, photo: photoIdOf(url) })

/** A moderator's decision on the item's version as the queue shows it (0 when it is not there). */
export async function decision(
  store: Store,
  key: string,
  action: Decision['action'],
  overrides: Partial<Decision> = {},
): Promise<Decision> {
  let page = await store.moderation.moderationQueue(100)
  let queued = page.entries.find((e) => e.record.key === key)
  while (!queued && page.next) {
    page = await store.moderation.moderationQueue(100, page.next)
    queued = page.entries.find((e) => e.record.key === key)
  }
  return {
    key,
    action,
    reason: action === 'remove' ? 'spam' : 'no-breach',
    text: '',
    moderatorId: 'mod-1',
    moderatorName: 'Mira',
    at: '2026-03-11T09:00:00.000Z',
    version: queued?.record.version ?? 0,
    ...overrides,
  }
}

export function describeModerationContract(storeOf: () => Store) {
  describe('reports and moderation', () => {
    async function newEvent(overrides = {}) {
      const store = storeOf()
      const event = eventRecord({
        ownerId: `own-${Math.random().toString(36).slice(2, 8)}`,
        ...NO_CHECKINS,
        ...overrides,
      })
      await store.events.createEvent(event)
      return event
    }

    /** Where a reader of the lists finds the event: list, search, near and map, shown ones only. */
    async function foundBy(ownerId: string, id: string) {
      const store = storeOf()
      const shown = { ownerId, listing: ['shown' as const] }
      const area = { center: [48.1, 17.1] as [number, number], radiusKm: 50 }
      return {
        list: (await store.events.listEvents(shown, 10)).events.some((e) => e.id === id),
        search: (await store.events.listEvents({ ...shown, words: ['event'] }, 10)).events.some(
          (e) => e.id === id,
        ),
        near: (await store.events.nearEvents(shown, area, 10)).events.some((e) => e.event.id === id),
        map: (await store.events.mapPoints(shown, 10)).points.some((p) => p.id === id),
      }
    }
    const everywhere = { list: true, search: true, near: true, map: true }
    const nowhere = { list: false, search: false, near: false, map: false }

    it(`hides an item once ${HIDE_AFTER_REPORTERS} different signed-in reporters report it, not before`, async () => {
      const store = storeOf()
      const event = await newEvent()
      const key = reportTargetKey({ type: 'event', id: event.id })
      expect(await store.moderation.fileReport(report(key, 'r1'))).toEqual({
        status: 'saved',
        created: true,
        hidden: false,
        notified: [],
      })
      // the same reporter again replaces their report: still one reporter
      expect(await store.moderation.fileReport(report(key, 'r1', { reason: 'abusive' }))).toEqual({
        status: 'saved',
        created: false,
        hidden: false,
        notified: [],
      })
      expect(await store.moderation.fileReport(report(key, 'r1'))).toMatchObject({
        created: false,
        hidden: false,
      })
      // a visitor counts in the queue, not toward the threshold
      expect(await store.moderation.fileReport(report(key, null))).toMatchObject({
        created: true,
        hidden: false,
      })
      expect(await store.moderation.fileReport(report(key, 'r2'))).toMatchObject({ hidden: false })
      expect(await foundBy(event.ownerId, event.id)).toEqual(everywhere)
      expect(await store.moderation.fileReport(report(key, 'r3'))).toEqual({
        status: 'saved',
        created: true,
        hidden: true,
        notified: [event.ownerId],
      })
      expect(await foundBy(event.ownerId, event.id)).toEqual(nowhere)
      // its owner's own list (no listing filter) still has it, marked hidden
      const own = (await store.events.listEvents({ ownerId: event.ownerId }, 10)).events
      expect(own.map((e) => [e.id, e.hidden])).toEqual([[event.id, true]])
      // the author is told at once
      const notices = await noticesOf(store, event.ownerId)
      expect(notices.unread).toBe(1)
      expect(notices.notices[0]).toMatchObject({ kind: 'hidden', key, label: event.title, read: false })

      const queue = await store.moderation.moderationQueue(10)
      expect(queue.entries).toHaveLength(1)
      expect(queue.entries[0]?.record).toMatchObject({ key, hidden: true, reports: 4, open: true })
      expect(queue.entries[0]?.record.reporters.sort()).toEqual(['r1', 'r2', 'r3'])
      expect(queue.entries[0]?.reports).toHaveLength(4)
    })

    it('leaves a hidden event out of lists that show gone ones too, beside a section `in`', async () => {
      const store = storeOf()
      const event = await newEvent()
      const gone = await newEvent({ ownerId: event.ownerId })
      await store.checkins.saveCheckin(checkinRecord(gone.id, 'saw-it', { state: 'gone', text: 'Closed' }))
      for (const r of ['s1', 's2', 's3']) await store.moderation.fileReport(report(`event:${event.id}`, r))
      const filter = {
        ownerId: event.ownerId,
        section: { mains: ['camp' as const, 'route' as const] },
        listing: ['shown' as const, 'gone' as const],
      }
      expect((await store.events.listEvents(filter, 10)).events.map((e) => e.id)).toEqual([gone.id])
      expect(
        (await store.events.listEvents({ ...filter, country: 'Slovakia', sort: 'visited' }, 10)).events,
      ).toHaveLength(1)
    })

    it('keep shows a hidden event again, dismisses its reports and tells its author and reporters', async () => {
      const store = storeOf()
      const event = await newEvent()
      const key = reportTargetKey({ type: 'event', id: event.id })
      for (const r of ['k1', 'k2', 'k3']) await store.moderation.fileReport(report(key, r))
      expect((await store.moderation.reportsBy('k2')).map((r) => [r.key, r.reporterId])).toEqual([
        [key, 'k2'],
      ])
      expect(await store.moderation.decide(await decision(store, key, 'keep'))).toEqual({
        status: 'decided',
        removed: false,
        hidden: false,
        files: [],
        notified: expect.arrayContaining([event.ownerId, 'k2']),
      })
      // decided, the reports are the log's now, no longer the reporters' open ones
      expect(await store.moderation.reportsBy('k2')).toEqual([])
      expect(await foundBy(event.ownerId, event.id)).toEqual(everywhere)
      expect((await store.events.getEvent(event.id))?.hidden).toBe(false)
      expect((await store.moderation.moderationQueue(10)).entries).toEqual([])
      // nothing is left to decide
      expect(await store.moderation.decide(await decision(store, key, 'keep'))).toEqual({
        status: 'not_found',
      })
      expect(await store.moderation.decide(await decision(store, key, 'restore'))).toEqual({
        status: 'not_found',
      })
      expect(
        (await noticesOf(store, 'k2')).notices.map((n) => [n.kind, 'action' in n ? n.action : null]),
      ).toEqual([['decision-reporter', 'keep']])
      expect((await noticesOf(store, event.ownerId)).notices.map((n) => n.kind)).toEqual([
        'decision-author',
        'hidden',
      ])
      // a new round of reports starts from nothing
      expect(await store.moderation.fileReport(report(key, 'k1'))).toMatchObject({
        created: true,
        hidden: false,
      })
    })

    it('refuses a report on an item that does not exist, or a photo the check-in does not have', async () => {
      const store = storeOf()
      const event = await newEvent()
      const checkin = checkinRecord(event.id, 'author-p', { photos: ['https://x/p0.jpg'] })
      await store.checkins.saveCheckin(checkin)
      expect(await store.moderation.fileReport(report('event:missing-event', 'r1'))).toEqual({
        status: 'not_found',
      })
      expect(await store.moderation.fileReport(report('user:missing-user', 'r1'))).toEqual({
        status: 'not_found',
      })
      expect(
        await store.moderation.fileReport(report(photoKey(checkin.id, 'https://x/p1.jpg'), 'r1')),
      ).toEqual({
        status: 'not_found',
      })
      expect(
        await store.moderation.fileReport(report(photoKey(checkin.id, 'https://x/p0.jpg'), 'r1')),
      ).toMatchObject({
        status: 'saved',
      })
    })

    it(`takes ${REPORTS_PER_DAY} reports per reporter and UTC day, then refuses until the next day`, async () => {
      const store = storeOf()
      const event = await newEvent()
      for (let i = 0; i < REPORTS_PER_DAY; i++)
        expect(
          await store.moderation.fileReport(
            report(`event:${event.id}`, 'busy', {
              at: `2026-03-10T10:00:${String(i).padStart(2, '0')}.000Z`,
            }),
          ),
        ).toMatchObject({ status: 'saved' })
      expect(await store.moderation.fileReport(report(`event:${event.id}`, 'busy'))).toEqual({
        status: 'limit',
      })
      // another reporter, and the next day, are not limited
      expect(await store.moderation.fileReport(report(`event:${event.id}`, 'calm'))).toMatchObject({
        status: 'saved',
      })
      expect(
        await store.moderation.fileReport(
          report(`event:${event.id}`, 'busy', { at: '2026-03-11T00:00:01.000Z' }),
        ),
      ).toMatchObject({ status: 'saved' })
    })

    it('remove deletes an event as its owner would: wishlist entries, check-ins, summary and files', async () => {
      const store = storeOf()
      const event = await newEvent({ thumbnail: 'https://x/thumb.jpg' })
      await store.lists.addToWishlist('fan', event.id, AT)
      await store.checkins.saveCheckin(checkinRecord(event.id, 'visitor-1', { photos: ['https://x/c1.jpg'] }))
      const key = `event:${event.id}`
      await store.moderation.fileReport(report(key, 'rm1', { text: 'Spam link' }))
      const result = await store.moderation.decide(await decision(store, key, 'remove'))
      if (result.status !== 'decided') throw new Error(result.status)
      expect(result.removed).toBe(true)
      expect(result.files.sort()).toEqual([event.image, 'https://x/c1.jpg', 'https://x/thumb.jpg'].sort())
      expect(await store.events.getEvent(event.id)).toBeNull()
      expect(await store.lists.wishlistOf('fan')).toEqual([])
      expect((await store.checkins.checkinsOfUser('visitor-1', 10)).checkins).toEqual([])
      // the log keeps what happened, with the title it had
      const log = (await store.moderation.moderationLog(10)).entries.filter((e) => e.key === key)
      expect(log.map((e) => [e.kind, e.label, e.action])).toEqual([
        ['decision', event.title, 'remove'],
        ['report', event.title, null],
      ])
    })

    it("remove of a check-in updates its event's summary; of a photo, takes it out of the check-in", async () => {
      const store = storeOf()
      const event = await newEvent()
      const rated = checkinRecord(event.id, 'cw1', {
        rating: 5,
        photos: ['https://x/a.jpg', 'https://x/b.jpg'],
      })
      await store.checkins.saveCheckin(rated)
      const photo = photoKey(rated.id, 'https://x/b.jpg')
      for (const r of ['p1', 'p2', 'p3']) await store.moderation.fileReport(report(photo, r))
      expect((await store.checkins.getCheckin(rated.id))?.hiddenPhotos).toEqual(['https://x/b.jpg'])
      expect(await store.moderation.decide(await decision(store, photo, 'remove'))).toEqual({
        status: 'decided',
        removed: true,
        hidden: false,
        files: ['https://x/b.jpg'],
        notified: [rated.userId, 'p1', 'p2', 'p3'],
      })
      expect((await store.checkins.getCheckin(rated.id))?.photos).toEqual(['https://x/a.jpg'])

      const key = `checkin:${rated.id}`
      for (const r of ['c1', 'c2', 'c3']) await store.moderation.fileReport(report(key, r))
      expect((await store.checkins.getCheckin(rated.id))?.hidden).toBe(true)
      const removed = await store.moderation.decide(await decision(store, key, 'remove'))
      expect(removed).toMatchObject({ status: 'decided', files: ['https://x/a.jpg'] })
      expect(await store.checkins.getCheckin(rated.id)).toBeNull()
      expect(await store.events.getEvent(event.id)).toMatchObject({ checkins: 0, ratingCount: 0 })
    })

    it("takes a hidden check-in out of its event's summary until it is shown again", async () => {
      const store = storeOf()
      const event = await newEvent()
      const older = checkinRecord(event.id, 'sum-old', { visitDate: '2025-05-01', rating: 2 })
      const newer = checkinRecord(event.id, 'sum-new', {
        visitDate: '2025-06-01',
        rating: 5,
        state: 'gone',
        text: 'Closed',
      })
      await store.checkins.saveCheckin(older)
      await store.checkins.saveCheckin(newer)
      const summary = async () => {
        const e = await store.events.getEvent(event.id)
        return [e?.checkins, e?.ratingSum, e?.ratingCount, e?.lastVisit, e?.state, e?.listing]
      }
      expect(await summary()).toEqual([2, 7, 2, '2025-05-01', 'gone', 'gone'])
      const key = `checkin:${newer.id}`
      for (const r of ['h1', 'h2', 'h3']) await store.moderation.fileReport(report(key, r))
      expect(await summary()).toEqual([1, 2, 1, '2025-05-01', 'as-described', 'shown'])
      // the author's edit and another traveller's check-in leave it out still
      await store.checkins.saveCheckin({ ...newer, rating: 4, updatedAt: '2025-06-03T00:00:00.000Z' })
      expect((await store.checkins.getCheckin(newer.id))?.hidden).toBe(true)
      const third = checkinRecord(event.id, 'sum-third', { visitDate: '2025-05-15', rating: 3 })
      await store.checkins.saveCheckin(third)
      expect(await summary()).toEqual([2, 5, 2, '2025-05-15', 'as-described', 'shown'])
      await store.moderation.decide(await decision(store, key, 'keep'))
      expect(await summary()).toEqual([3, 9, 3, '2025-05-15', 'gone', 'gone'])
      // hidden again, then deleted by its author: the summary stays without it
      for (const r of ['h4', 'h5', 'h6'])
        await store.moderation.fileReport(report(key, r, { at: '2026-03-12T09:00:00.000Z' }))
      await store.checkins.deleteCheckin(newer.id)
      expect(await summary()).toEqual([2, 5, 2, '2025-05-15', 'as-described', 'shown'])
    })

    it("takes a hidden check-in's fact answers out of its event's counts until it is shown again", async () => {
      const store = storeOf()
      const event = await newEvent()
      const yes = checkinRecord(event.id, 'fact-yes', { visitDate: '2025-05-01', facts: { water: true } })
      const no = checkinRecord(event.id, 'fact-no', { visitDate: '2025-06-01', facts: { water: false } })
      await store.checkins.saveCheckin(yes)
      await store.checkins.saveCheckin(no)
      const water = async () => (await store.events.getEvent(event.id))?.factChecks?.water
      expect(await water()).toEqual({
        yes: 1,
        no: 1,
        lastYes: '2025-05-01',
        lastNo: '2025-06-01',
        latest: false,
      })
      const key = `checkin:${no.id}`
      for (const r of ['f1', 'f2', 'f3']) await store.moderation.fileReport(report(key, r))
      expect(await water()).toEqual({ yes: 1, no: 0, lastYes: '2025-05-01', lastNo: null, latest: true })
      await store.moderation.decide(await decision(store, key, 'keep'))
      expect(await water()).toEqual({
        yes: 1,
        no: 1,
        lastYes: '2025-05-01',
        lastNo: '2025-06-01',
        latest: false,
      })
    })

    it("hides a user's name behind the neutral one, and restore puts theirs back everywhere", async () => {
      const store = storeOf()
      await store.accounts.createUser(userRecord('named', { username: 'Rude Name' }))
      const event = await newEvent({ ownerId: 'named', ownerName: 'Rude Name' })
      const key = 'user:named'
      for (const r of ['u1', 'u2', 'u3'])
        await store.moderation.fileReport(report(key, r, { reason: 'abusive' }))
      expect((await store.accounts.getUser('named'))?.username).toBe('traveller')
      expect((await store.events.getEvent(event.id))?.ownerName).toBe('traveller')
      expect((await store.moderation.moderationQueue(10)).entries[0]?.record).toMatchObject({
        label: 'Rude Name',
        originalName: 'Rude Name',
      })
      // a rename while hidden waits for the decision instead of showing at once
      await store.accounts.updateUser('named', { username: 'Kind Name', updatedAt: AT })
      expect((await store.accounts.getUser('named'))?.username).toBe('traveller')
      expect(await store.moderation.decide(await decision(store, key, 'restore'))).toMatchObject({
        removed: false,
      })
      expect((await store.accounts.getUser('named'))?.username).toBe('Kind Name')
      expect((await store.events.getEvent(event.id))?.ownerName).toBe('Kind Name')
    })

    it('a removed name stays neutral: the rename that would bring a name back throws, in its transaction', async () => {
      const store = storeOf()
      await store.accounts.createUser(userRecord('removed', { username: 'Rude Name' }))
      const key = 'user:removed'
      for (const r of ['u1', 'u2', 'u3'])
        await store.moderation.fileReport(report(key, r, { reason: 'abusive' }))
      expect(await store.accounts.isNameRemoved('removed')).toBe(false)
      await store.moderation.decide(await decision(store, key, 'remove'))
      expect(await store.accounts.isNameRemoved('removed')).toBe(true)
      await expect(
        store.accounts.updateUser('removed', { username: 'Rude Name', updatedAt: AT }),
      ).rejects.toBeInstanceOf(NameRemovedError)
      expect((await store.accounts.getUser('removed'))?.username).toBe('traveller')
      // the other fields still change, with the neutral name as it is
      const kept = await store.accounts.updateUser('removed', {
        username: 'traveller',
        email: 'new@example.com',
        updatedAt: AT,
      })
      expect(kept).toMatchObject({ username: 'traveller', email: 'new@example.com' })
    })

    it("an account's deletion takes its open reports and notices, and its identity out of the log", async () => {
      const store = storeOf()
      const event = await newEvent()
      const key = `event:${event.id}`
      await store.accounts.createUser(userRecord('leaver'))
      await store.moderation.fileReport(report(key, 'leaver', { text: 'I saw this' }))
      await store.moderation.fileReport(report(key, 'stayer', { at: '2026-03-10T09:01:00.000Z' }))
      await store.moderation.decide(await decision(store, key, 'keep'))
      await store.moderation.fileReport(report(key, 'leaver', { at: '2026-03-12T09:00:00.000Z' }))
      expect((await noticesOf(store, 'leaver')).notices).toHaveLength(1)
      await store.accounts.deleteUserData('leaver')
      expect((await noticesOf(store, 'leaver')).notices).toEqual([])
      const queue = (await store.moderation.moderationQueue(10)).entries
      expect(queue).toEqual([])
      const log = (await store.moderation.moderationLog(10)).entries.filter((e) => e.key === key)
      expect(log.map((e) => [e.kind, e.actorId])).toEqual([
        ['report', null],
        ['decision', 'mod-1'],
        ['report', 'stayer'],
        ['report', null],
      ])
      expect(log[3]?.text).toBe('I saw this')
    })

    it('pages the queue oldest first report first, and the log newest first', async () => {
      const store = storeOf()
      const events = [await newEvent(), await newEvent(), await newEvent()]
      for (const [i, e] of events.entries())
        await store.moderation.fileReport(
          report(`event:${e.id}`, 'pager', { at: `2026-03-10T0${i}:00:00.000Z` }),
        )
      const first = await store.moderation.moderationQueue(2)
      expect(first.entries.map((e) => e.record.key)).toEqual(events.slice(0, 2).map((e) => `event:${e.id}`))
      expect(first.next).not.toBeNull()
      const second = await store.moderation.moderationQueue(2, first.next ?? undefined)
      expect(second.entries.map((e) => e.record.key)).toEqual([`event:${events[2]?.id}`])
      expect(second.next).toBeNull()
      const log = await store.moderation.moderationLog(2)
      expect(log.entries.map((e) => e.at)).toEqual(['2026-03-10T02:00:00.000Z', '2026-03-10T01:00:00.000Z'])
      const rest = await store.moderation.moderationLog(2, log.next ?? undefined)
      expect(rest.entries.map((e) => e.at)).toEqual(['2026-03-10T00:00:00.000Z'])
    })

    it('marks notices read, some or all', async () => {
      const store = storeOf()
      const event = await newEvent()
      const key = `event:${event.id}`
      for (const r of ['n1', 'n2', 'n3']) await store.moderation.fileReport(report(key, r))
      await store.moderation.decide(await decision(store, key, 'keep'))
      const { notices, unread } = await noticesOf(store, event.ownerId)
      expect(unread).toBe(2)
      expect(await store.notices.markNoticesRead(event.ownerId, [notices[0]?.id ?? ''])).toBe(1)
      expect(await store.notices.markNoticesRead(event.ownerId)).toBe(0)
      expect((await noticesOf(store, event.ownerId)).notices.every((n) => n.read)).toBe(true)
    })

    it('keeps a check-in written again under an id its record hides hidden, and out of the summary', async () => {
      const store = storeOf()
      const event = await newEvent()
      const checkin = checkinRecord(event.id, 'again-1', { rating: 4, photos: ['https://x/again.jpg'] })
      await store.checkins.saveCheckin(checkin)
      const key = `checkin:${checkin.id}`
      for (const r of ['ag1', 'ag2', 'ag3']) await store.moderation.fileReport(report(key, r))
      await store.checkins.deleteCheckin(checkin.id)
      const again = await store.checkins.saveCheckin({ ...checkin, text: 'New words' })
      expect(again?.checkin.hidden).toBe(true)
      expect(again?.event).toMatchObject({ checkins: 0, ratingCount: 0, hiddenCheckins: 1 })
      expect(await store.moderation.fileReport(report(key, 'ag4'))).toMatchObject({ hidden: true })
      await store.moderation.decide(await decision(store, key, 'keep'))
      expect(await store.events.getEvent(event.id)).toMatchObject({ checkins: 1, ratingCount: 1 })
    })

    it("moves a check-in's records and open reports with it to another day, joining that day's", async () => {
      const store = storeOf()
      const event = await newEvent()
      const url = 'https://x/moved.jpg'
      const before = checkinRecord(event.id, 'mover', { visitDate: '2025-06-01', photos: [url] })
      await store.checkins.saveCheckin(before)
      // the author's deleted check-in of the target day left a report there
      const left = checkinRecord(event.id, 'mover', { visitDate: '2025-06-05' })
      await store.checkins.saveCheckin(left)
      await store.moderation.fileReport(
        report(`checkin:${left.id}`, 'mv1', { at: '2026-03-09T09:00:00.000Z' }),
      )
      await store.checkins.deleteCheckin(left.id)
      for (const r of ['mv1', 'mv2', 'mv3'])
        await store.moderation.fileReport(report(`checkin:${before.id}`, r))
      for (const r of ['mv1', 'mv2']) await store.moderation.fileReport(report(photoKey(before.id, url), r))

      const moved = await store.checkins.saveCheckin(
        { ...before, id: left.id, visitDate: '2025-06-05' },
        before.id,
      )
      expect(moved?.checkin.hidden).toBe(true)
      const keys = (await store.moderation.moderationQueue(100)).entries
        .filter((e) => e.record.targetId === before.id || e.record.targetId === left.id)
        .map((e) => [e.record.key, e.record.reports, e.record.reporters.length, e.record.hidden])
      expect(keys.sort()).toEqual(
        [
          [`checkin:${left.id}`, 3, 3, true],
          [photoKey(left.id, url), 2, 2, false],
        ].sort(),
      )
      expect((await store.moderation.reportsBy('mv1')).map((r) => r.key).sort()).toEqual(
        [`checkin:${left.id}`, photoKey(left.id, url)].sort(),
      )
      // the third report on the photo, under its new key, hides it
      expect(await store.moderation.fileReport(report(photoKey(left.id, url), 'mv3'))).toMatchObject({
        hidden: true,
      })
      expect((await store.checkins.getCheckin(left.id))?.hiddenPhotos).toEqual([url])
      expect(await store.moderation.decide(await decision(store, `checkin:${before.id}`, 'restore'))).toEqual(
        {
          status: 'not_found',
        },
      )
      await store.moderation.decide(await decision(store, `checkin:${left.id}`, 'restore'))
      expect((await store.checkins.getCheckin(left.id))?.hidden).not.toBe(true)
    })

    it('refuses a decision on a version reports have moved past, and changes nothing', async () => {
      const store = storeOf()
      const event = await newEvent()
      const key = `event:${event.id}`
      await store.moderation.fileReport(report(key, 'v1'))
      const seen = await decision(store, key, 'keep')
      await store.moderation.fileReport(report(key, 'v2'))
      expect(await store.moderation.decide(seen)).toEqual({ status: 'changed' })
      expect((await store.moderation.reportsBy('v1')).map((r) => r.key)).toEqual([key])
      expect(await store.moderation.decide(await decision(store, key, 'keep'))).toMatchObject({
        status: 'decided',
      })
    })

    it('removes nothing and tells nobody when the item went before the decision', async () => {
      const store = storeOf()
      const event = await newEvent()
      const key = `event:${event.id}`
      await store.moderation.fileReport(report(key, 'gone1'))
      await store.events.deleteEvent(event.id)
      expect(await store.moderation.decide(await decision(store, key, 'remove'))).toEqual({
        status: 'decided',
        removed: false,
        hidden: false,
        files: [],
        notified: [],
      })
      expect((await noticesOf(store, event.ownerId)).notices).toEqual([])
      expect((await noticesOf(store, 'gone1')).notices).toEqual([])
    })
  })
}
