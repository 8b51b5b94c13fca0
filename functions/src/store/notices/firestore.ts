// The notices capability on Firestore: each send, settle and digest one transaction that reads the
// recipients' profiles and inboxes, then writes the notices, the counts and the mails together.
import { FALLBACK_LANGUAGE } from '@travel/domain'
import { FieldValue, type Query } from 'firebase-admin/firestore'
import { queueMailIn } from '../mail/firestore'
import type { MailRecord } from '../mail/port'
import { newId } from '../shared/new-id'
import type { FirestoreContext, FirestoreTx } from '../shared/firestore-tx'
import { noticeDocument, noticeOf } from './firestore-tx'
import { digestMail, instantMail, recipientOf, settled } from './plan'
import {
  noticePositionOf,
  type ComposeMail,
  type InboxRecord,
  type NoticeRecipient,
  type NoticeRecord,
  type NoticeStore,
} from './port'
import { nextPosition } from '../shared/next-position'

/** The recipients of these users, read in the transaction (none for a user without a profile). */
async function readRecipients(t: FirestoreTx, userIds: string[]): Promise<Map<string, NoticeRecipient>> {
  const ids = [...new Set(userIds)]
  if (!ids.length) return new Map()
  const [users, inboxes] = await Promise.all([
    t.tx.getAll(...ids.map((id) => t.in.users().doc(id))),
    t.tx.getAll(...ids.map((id) => t.in.inboxes().doc(id))),
  ])
  const out = new Map<string, NoticeRecipient>()
  users.forEach((user, i) => {
    const inbox = inboxes[i]?.exists ? (inboxes[i]?.data() as InboxRecord) : null
    if (user.exists)
      out.set(user.id, recipientOf(user.id, String(user.get('email') ?? ''), inbox, FALLBACK_LANGUAGE))
  })
  return out
}

/** Queues the mail, and the inbox's unsubscribe key made for it (set twice in one commit: the same key). */
function queueMail(t: FirestoreTx, mail: MailRecord, to: NoticeRecipient) {
  queueMailIn(t, mail)
  if (to.newKey) t.tx.set(t.in.inboxes().doc(to.userId), { mailKey: to.mailKey }, { merge: true })
}

/**
 * Writes each notice as its recipient's settings say (replacing a pending one), moves the counts by
 * what changed, and queues the at-once mails.
 */
function writeSettled(
  t: FirestoreTx,
  notices: { notice: NoticeRecord; before: NoticeRecord | null }[],
  recipients: Map<string, NoticeRecipient>,
  compose: ComposeMail,
): number {
  const counts = new Map<string, number>()
  const move = (userId: string, by: number) => counts.set(userId, (counts.get(userId) ?? 0) + by)
  let written = 0
  for (const { notice, before } of notices) {
    const to = recipients.get(notice.userId)
    const kept = to ? settled(notice, to) : null
    const ref = t.in.notices().doc(notice.id)
    if (before && !before.read) move(notice.userId, -1)
    if (!to || !kept) {
      if (before) t.tx.delete(ref)
      continue
    }
    t.tx.set(ref, noticeDocument(kept))
    if (!kept.read) move(notice.userId, 1)
    const mail = instantMail(kept, to, compose, newId())
    if (mail) queueMail(t, mail, to)
    written++
  }
  for (const [userId, by] of counts)
    if (by !== 0 && recipients.has(userId))
      t.tx.set(t.in.inboxes().doc(userId), { unread: FieldValue.increment(by) }, { merge: true })
  return written
}

/** Settles the user's notices still waiting for their settings, in one transaction. */
function settlePendingIn(ctx: FirestoreContext, userId: string, compose: ComposeMail) {
  return ctx.transact(async (t) => {
    const pendingQuery = ctx.in.notices().where('userId', '==', userId).where('mail', '==', 'pending')
    const pending = (await t.tx.get(pendingQuery)).docs.map(noticeOf)
    if (!pending.length) return 0
    const recipients = await readRecipients(t, [userId])
    return writeSettled(
      t,
      pending.map((n) => ({ notice: n, before: n })),
      recipients,
      compose,
    )
  })
}

/** Stores the notices not stored yet (a retried send writes nothing twice), each settled at once. */
function sendFresh(ctx: FirestoreContext, list: NoticeRecord[], compose: ComposeMail) {
  const { notices } = ctx.in
  return ctx.transact(async (t) => {
    const [existing, recipients] = await Promise.all([
      t.tx.getAll(...list.map((n) => notices().doc(n.id))),
      readRecipients(
        t,
        list.map((n) => n.userId),
      ),
    ])
    const fresh = list.filter((_, i) => !existing[i]?.exists)
    return writeSettled(
      t,
      fresh.map((notice) => ({ notice: { ...notice, mail: 'pending' }, before: null })),
      recipients,
      compose,
    )
  })
}

/** The user's digest: the notices waiting for it in one mail, each then marked sent (or none). */
async function sendDigestOf(ctx: FirestoreContext, userId: string, compose: ComposeMail) {
  const { notices } = ctx.in
  // Pending notices are settled first (one transaction), so those that then wait join the digest.
  await settlePendingIn(ctx, userId, compose)
  return ctx.transact(async (t) => {
    const [waitingSnap, recipients] = await Promise.all([
      t.tx.get(notices().where('userId', '==', userId).where('mail', '==', 'digest')),
      readRecipients(t, [userId]),
    ])
    const waiting = waitingSnap.docs.map(noticeOf)
    if (!waiting.length) return 0
    const to = recipients.get(userId)
    const mail = to ? digestMail(waiting, to, compose, newId()) : null
    if (mail && to) queueMail(t, mail, to)
    for (const n of waiting) t.tx.update(notices().doc(n.id), { mail: mail ? 'sent' : 'none' })
    return mail ? waiting.length : 0
  })
}

export function firestoreNotices(ctx: FirestoreContext): NoticeStore {
  const { notices, inboxes } = ctx.in
  const read = async (query: Query) => {
    const snap = await query.get()
    ctx.options.onReads?.(Math.max(1, snap.size))
    return snap.docs.map(noticeOf)
  }
  return {
    async sendNotices(list, compose) {
      return list.length ? sendFresh(ctx, list, compose) : 0
    },
    settlePending: (userId, compose) => settlePendingIn(ctx, userId, compose),
    async noticesOf(userId, limit, now, after) {
      let query = notices()
        .where('userId', '==', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('__name__', 'desc')
      if (after) query = query.startAfter(after.createdAt, after.id)
      const page = (await read(query.limit(limit + 1))).filter((n) => n.expireAt > now)
      const shown = page.slice(0, limit)
      return { notices: shown, next: nextPosition(page.length > limit, shown, noticePositionOf) }
    },
    async unreadNotices(userId) {
      const snap = await inboxes().doc(userId).get()
      ctx.options.onReads?.(1)
      return snap.exists ? Number(snap.get('unread') ?? 0) : 0
    },
    async markNoticesRead(userId, ids) {
      return ctx.transact(async (t) => {
        const unread = await t.tx.get(notices().where('userId', '==', userId).where('read', '==', false))
        const wanted = ids ? new Set(ids) : null
        const marked = unread.docs.filter((d) => !wanted || wanted.has(d.id))
        for (const d of marked) t.tx.update(d.ref, { read: true })
        const left = unread.size - marked.length
        t.tx.set(inboxes().doc(userId), { unread: left }, { merge: true })
        return left
      })
    },
    async getInbox(userId) {
      const snap = await inboxes().doc(userId).get()
      return snap.exists ? (snap.data() as InboxRecord) : null
    },
    async saveInboxSettings(userId, settings, language) {
      await inboxes().doc(userId).set({ settings, language }, { merge: true })
    },
    async rememberLanguage(userId, language) {
      const ref = inboxes().doc(userId)
      const snap = await ref.get()
      if (snap.get('language') !== language) await ref.set({ language }, { merge: true })
    },
    async usersToMail(limit) {
      const snap = await notices()
        .where('mail', 'in', ['digest', 'pending'])
        .limit(limit * 10)
        .get()
      return [...new Set(snap.docs.map((d) => String(d.get('userId'))))].slice(0, limit)
    },
    sendDigest: (userId, compose) => sendDigestOf(ctx, userId, compose),
  }
}
