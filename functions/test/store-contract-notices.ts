// The notices and mail part of the Store contract (docs/notices.md): a notice written once per happening
// and recipient with the inbox's count in the same transaction, the settings deciding bell and e-mail,
// pending notices settled, the digest, paging, expiry, and what goes with a deleted account.
import { expect, it } from 'vitest'
import type { ComposeMail, NoticeRecord, Store } from '../src/store/port'
import { noticeId } from '../src/store/notices/port'
import { userRecord } from './factories'

let serial = 0
function notice(userId: string, overrides: Partial<NoticeRecord> = {}): NoticeRecord {
  serial++
  return {
    id: noticeId(`checkin:c${serial}`, userId),
    userId,
    kind: 'checkin',
    eventId: 'e1',
    checkinId: `c${serial}`,
    actor: { _id: 'v1', username: 'Visitor' },
    state: 'as-described',
    disputed: [],
    label: 'Lake camp',
    createdAt: `2026-06-01T10:00:${String(serial % 60).padStart(2, '0')}.000Z`,
    read: false,
    mail: 'pending',
    expireAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  } as NoticeRecord
}

/** Words each mail by its notices' labels, so a test reads what went into it. */
const compose: ComposeMail = (to, notices) => ({
  to: to.email,
  createdAt: '2026-06-01T12:00:00.000Z',
  message: {
    subject: `${to.language}: ${notices.map((n) => n.label).join(' + ')}`,
    text: `key ${to.mailKey}`,
    html: '',
    headers: {},
  },
})

export function describeNoticesContract(storeOf: () => Store) {
  const withUser = async (id: string) => {
    await storeOf().accounts.createUser(userRecord(id))
    return id
  }

  it('writes a notice once per id, counting it on the inbox, and skips a recipient without a profile', async () => {
    const store = storeOf()
    const uid = await withUser('nc1')
    const n = notice(uid)
    expect(await store.notices.sendNotices([n, notice('nobody')], compose)).toBe(1)
    expect(await store.notices.sendNotices([n], compose)).toBe(0)
    expect(await store.notices.unreadNotices(uid)).toBe(1)
    expect(await store.notices.unreadNotices('nobody')).toBe(0)
    const page = await store.notices.noticesOf(uid, 10, '')
    expect(page.notices).toEqual([{ ...n, mail: 'digest' }])
    // Check-ins wait for the digest by default: nothing is mailed at once.
    expect(await store.mail.mailTo('nc1@example.com', 10)).toEqual([])
  })

  it('follows the settings: off both ways writes nothing; mail only writes it read and mails at once', async () => {
    const store = storeOf()
    const uid = await withUser('nc2')
    await store.notices.saveInboxSettings(uid, { checkins: { bell: false, mail: 'never' } }, 'en')
    expect(await store.notices.sendNotices([notice(uid)], compose)).toBe(0)
    await store.notices.saveInboxSettings(uid, { checkins: { bell: false, mail: 'instant' } }, 'sk')
    const n = notice(uid, { label: 'Mailed camp' })
    expect(await store.notices.sendNotices([n], compose)).toBe(1)
    expect(await store.notices.unreadNotices(uid)).toBe(0)
    const [stored] = (await store.notices.noticesOf(uid, 10, '')).notices
    expect(stored).toMatchObject({ id: n.id, read: true, mail: 'sent' })
    const mails = await store.mail.mailTo('nc2@example.com', 10)
    expect(mails.map((m) => m.message.subject)).toEqual(['sk: Mailed camp'])
    // The unsubscribe key is made with the first mail and kept for the next.
    const key = (await store.notices.getInbox(uid))?.mailKey
    expect(key).toBeTruthy()
    expect(mails[0]?.message.text).toBe(`key ${key}`)
  })

  it('settles pending notices against the settings once, and the digest mails those waiting, once', async () => {
    const store = storeOf()
    const uid = await withUser('nc3')
    await store.notices.sendNotices([notice(uid, { label: 'A' }), notice(uid, { label: 'B' })], compose)
    expect(await store.notices.usersToMail(10)).toContain(uid)
    expect(await store.notices.sendDigest(uid, compose)).toBe(2)
    expect(await store.notices.sendDigest(uid, compose)).toBe(0)
    const mails = await store.mail.mailTo('nc3@example.com', 10)
    expect(mails.map((m) => m.message.subject)).toEqual(['en: A + B'])
    expect(await store.notices.usersToMail(10)).not.toContain(uid)
    expect(await store.notices.settlePending(uid, compose)).toBe(0)
  })

  it('marks read by id or all, recounting the inbox', async () => {
    const store = storeOf()
    const uid = await withUser('nc4')
    const [a, b, c] = [notice(uid), notice(uid), notice(uid)]
    await store.notices.sendNotices([a!, b!, c!], compose)
    expect(await store.notices.markNoticesRead(uid, [a!.id])).toBe(2)
    expect(await store.notices.unreadNotices(uid)).toBe(2)
    expect(await store.notices.markNoticesRead(uid)).toBe(0)
    expect(await store.notices.unreadNotices(uid)).toBe(0)
  })

  it('pages newest first without repeating one, and leaves out the expired', async () => {
    const store = storeOf()
    const uid = await withUser('nc5')
    const list = Array.from({ length: 5 }, (_, i) =>
      notice(uid, {
        createdAt: `2026-06-0${i + 1}T10:00:00.000Z`,
        expireAt: `2026-12-0${i + 1}T10:00:00.000Z`,
      }),
    )
    await store.notices.sendNotices(list, compose)
    const first = await store.notices.noticesOf(uid, 2, '')
    const second = await store.notices.noticesOf(uid, 2, '', first.next ?? undefined)
    const third = await store.notices.noticesOf(uid, 2, '', second.next ?? undefined)
    expect(
      [...first.notices, ...second.notices, ...third.notices].map((n) => n.createdAt.slice(0, 10)),
    ).toEqual(['2026-06-05', '2026-06-04', '2026-06-03', '2026-06-02', '2026-06-01'])
    expect(third.next).toBeNull()
    const later = await store.notices.noticesOf(uid, 10, '2026-12-03T12:00:00.000Z')
    expect(later.notices.map((n) => n.createdAt.slice(0, 10))).toEqual(['2026-06-05', '2026-06-04'])
  })

  it("keeps a traveller's settings and language, and takes notices and inbox with a deleted account", async () => {
    const store = storeOf()
    const uid = await withUser('nc6')
    await store.notices.rememberLanguage(uid, 'sk')
    await store.notices.saveInboxSettings(uid, { wishlist: { bell: true, mail: 'never' } }, 'sk')
    await store.notices.sendNotices([notice(uid)], compose)
    expect(await store.notices.getInbox(uid)).toMatchObject({
      unread: 1,
      language: 'sk',
      settings: { wishlist: { bell: true, mail: 'never' } },
    })
    await store.accounts.deleteUserData(uid)
    expect(await store.notices.getInbox(uid)).toBeNull()
    expect((await store.notices.noticesOf(uid, 10, '')).notices).toEqual([])
  })
}
