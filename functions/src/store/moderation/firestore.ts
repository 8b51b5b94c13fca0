// The moderation capability on Firestore: a report or a decision is one transaction with the item's
// record, the log, the notices and what it does to the item (firestore-effects.ts).
import { FieldPath } from 'firebase-admin/firestore'
import { assertAliveIn } from '../accounts/firestore-tx'
import { recordOf, withoutId } from '../shared/collections'
import type { FirestoreContext } from '../shared/firestore-tx'
import { newId } from '../shared/new-id'
import { itemExists, readEffect, reportedItem } from './firestore-effects'
import { writeLog } from './firestore-tx'
import { nextPosition } from '../shared/next-position'
import { planDecision, planReport, reportSaved } from './plan'
import type { ModerationStore } from './port'
import {
  logPositionOf,
  queuePositionOf,
  quotaId,
  reportId,
  type ModerationLogRecord,
  type ModerationRecord,
  type ReportRecord,
} from './records'

const newestFirst = (a: ReportRecord, b: ReportRecord) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0

/** Reports and decisions: each one transaction with what it does to the item. */
function reportsAndDecisions(ctx: FirestoreContext): Pick<ModerationStore, 'fileReport' | 'decide'> {
  const { reports, moderation, reportQuota } = ctx.in
  return {
    async fileReport(input) {
      const recordRef = moderation().doc(input.key)
      const reportRef = reports().doc(reportId(input.key, input.reporterKey))
      const quotaRef = reportQuota().doc(quotaId(input.reporterKey, input.at))
      return ctx.transact(async (t) => {
        const [recordSnap, previous, quota] = await Promise.all([
          t.tx.get(recordRef),
          t.tx.get(reportRef),
          t.tx.get(quotaRef),
        ])
        if (input.reporterId !== null) await assertAliveIn(t, input.reporterId)
        const known = {
          item: await reportedItem(t, input.key),
          record: recordSnap.exists ? (recordSnap.data() as ModerationRecord) : null,
          previous: previous.exists ? recordOf<ReportRecord>(previous) : null,
          quota: quota.exists ? (quota.get('count') as number) : 0,
        }
        const plan = planReport(input, known, newId)
        if (plan === 'not_found' || plan === 'limit' || plan === 'own') return { status: plan }
        const effect = await readEffect(t, plan.record, plan.effect, null)
        t.tx.set(reportRef, withoutId(plan.report))
        t.tx.set(recordRef, plan.record)
        t.tx.set(quotaRef, { count: plan.quota })
        writeLog(t, plan.log, plan.notices)
        effect.write()
        return reportSaved(plan)
      })
    },
    async decide(decision) {
      const recordRef = moderation().doc(decision.key)
      return ctx.transact(async (t) => {
        const [recordSnap, open] = await Promise.all([
          t.tx.get(recordRef),
          t.tx.get(reports().where('key', '==', decision.key)),
        ])
        const record = recordSnap.exists ? (recordSnap.data() as ModerationRecord) : null
        const plan = planDecision(
          decision,
          record,
          open.docs.map((d) => recordOf<ReportRecord>(d)),
          newId,
        )
        if (plan === 'not_found' || plan === 'changed') return { status: plan }
        if (!record) return { status: 'not_found' }
        const exists = await itemExists(t, record)
        const effect = exists
          ? await readEffect(t, record, plan.effect, record.originalName, decision)
          : { write: () => undefined, files: [] }
        for (const id of plan.dismissed) t.tx.delete(reports().doc(id))
        t.tx.set(recordRef, plan.record)
        // Nobody is told of a decision on an item that is gone: nothing happened to it.
        writeLog(t, [plan.log], exists ? plan.notices : [])
        effect.write()
        return {
          status: 'decided',
          removed: exists && plan.effect === 'remove',
          hidden: false,
          files: effect.files,
          notified: exists ? plan.notices.map((n) => n.userId) : [],
        }
      })
    },
  }
}

/** The queue, the log and a reporter's reports. */
function moderationReads(
  ctx: FirestoreContext,
): Pick<ModerationStore, 'moderationQueue' | 'moderationLog' | 'reportsBy'> {
  const { reports, moderation, moderationLog } = ctx.in
  return {
    async moderationQueue(limit, after) {
      let query = moderation()
        .where('open', '==', true)
        .orderBy('firstReportedAt')
        .orderBy(FieldPath.documentId())
      if (after) query = query.startAfter(after.firstReportedAt, after.key)
      const snap = await query.limit(limit + 1).get()
      const page = snap.docs.slice(0, limit).map((d) => d.data() as ModerationRecord)
      const entries = await Promise.all(
        page.map(async (record) => {
          // one equality on one field: the automatic index serves it; an item has few open reports
          const open = await reports().where('key', '==', record.key).get()
          return { record, reports: open.docs.map((d) => recordOf<ReportRecord>(d)).sort(newestFirst) }
        }),
      )
      return { entries, next: nextPosition(snap.size > limit, page, queuePositionOf) }
    },
    async moderationLog(limit, after) {
      let query = moderationLog().orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc')
      if (after) query = query.startAfter(after.at, after.id)
      const snap = await query.limit(limit + 1).get()
      const entries = snap.docs.slice(0, limit).map((d) => recordOf<Omit<ModerationLogRecord, 'id'>>(d))
      return { entries, next: nextPosition(snap.size > limit, entries, logPositionOf) }
    },
    async reportsBy(reporterId) {
      // one equality on one field: the automatic index serves it; the daily limit keeps the list short
      const snap = await reports().where('reporterId', '==', reporterId).get()
      return snap.docs
        .map((d) => recordOf<Omit<ReportRecord, 'id'>>(d))
        .sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1))
    },
  }
}

export function firestoreModeration(ctx: FirestoreContext): ModerationStore {
  return { ...reportsAndDecisions(ctx), ...moderationReads(ctx) }
}
