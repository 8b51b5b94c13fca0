// The moderation capability on the embedded store: a report or a decision, with what it does to the
// item (embedded-effects.ts), is one synchronous change.
import type { EmbeddedContext, EmbeddedData } from '../embedded-data'
import type { NoticeRecord } from '../notices/port'
import { newId } from '../shared/new-id'
import { applyEffect, itemExists, reportedItem } from './embedded-effects'
import { planDecision, planReport, reportSaved } from './plan'
import type { ModerationStore } from './port'
import { logPositionOf, queuePositionOf, quotaId, reportId } from './records'
import { nextPosition } from '../shared/next-position'

/** Queue order: the oldest first report first, then key. */
function compareQueue(
  a: { firstReportedAt: string | null; key: string },
  b: { firstReportedAt: string | null; key: string },
): number {
  const at = a.firstReportedAt ?? ''
  const bt = b.firstReportedAt ?? ''
  if (at !== bt) return at < bt ? -1 : 1
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0
}

/** Log order: newest first, then id descending. */
function compareLog(a: { at: string; id: string }, b: { at: string; id: string }): number {
  if (a.at !== b.at) return a.at > b.at ? -1 : 1
  return a.id > b.id ? -1 : a.id < b.id ? 1 : 0
}

/** Moderation's notices, counted on their recipients' inboxes; settled against their settings after. */
function writePending(data: EmbeddedData, notices: readonly NoticeRecord[]) {
  for (const n of notices) {
    data.notices.notices.set(n.id, n)
    if (!n.read) data.notices.count(n.userId, 1)
  }
}

/** Reports and decisions: each one synchronous change with what it does to the item. */
function reportsAndDecisions({
  data,
  persist,
}: EmbeddedContext): Pick<ModerationStore, 'fileReport' | 'decide'> {
  const table = data.moderation
  return {
    async fileReport(input) {
      if (input.reporterId !== null) data.accounts.assertAlive(input.reporterId)
      const quotaKey = quotaId(input.reporterKey, input.at)
      const known = {
        item: reportedItem(data, input.key),
        record: table.moderation.get(input.key) ?? null,
        previous: table.reports.get(reportId(input.key, input.reporterKey)) ?? null,
        quota: table.reportQuota.get(quotaKey) ?? 0,
      }
      const plan = planReport(input, known, newId)
      if (plan === 'not_found' || plan === 'limit' || plan === 'own') return { status: plan }
      table.reports.set(plan.report.id, plan.report)
      table.moderation.set(plan.record.key, plan.record)
      table.reportQuota.set(quotaKey, plan.quota)
      table.moderationLog.push(...plan.log)
      writePending(data, plan.notices)
      applyEffect(data, plan.record, plan.effect, null)
      await persist()
      return reportSaved(plan)
    },
    async decide(decision) {
      const record = table.moderation.get(decision.key) ?? null
      const reports = [...table.reports.values()].filter((r) => r.key === decision.key)
      const plan = planDecision(decision, record, reports, newId)
      if (plan === 'not_found' || plan === 'changed') return { status: plan }
      if (!record) return { status: 'not_found' }
      const exists = itemExists(data, record)
      const files = exists ? applyEffect(data, record, plan.effect, record.originalName, decision) : []
      for (const id of plan.dismissed) table.reports.delete(id)
      table.moderation.set(plan.record.key, plan.record)
      table.moderationLog.push(plan.log)
      // Nobody is told of a decision on an item that is gone: nothing happened to it.
      if (exists) writePending(data, plan.notices)
      await persist()
      return {
        status: 'decided',
        removed: exists && plan.effect === 'remove',
        hidden: false,
        files,
        notified: exists ? plan.notices.map((n) => n.userId) : [],
      }
    },
  }
}

/** The queue, the log and a reporter's reports. */
function moderationReads({
  data,
}: EmbeddedContext): Pick<ModerationStore, 'moderationQueue' | 'moderationLog' | 'reportsBy'> {
  const table = data.moderation
  return {
    async moderationQueue(limit, after) {
      const open = [...table.moderation.values()]
        .filter((m) => m.open && m.firstReportedAt !== null)
        .sort((a, b) => compareQueue(a, b))
        .filter((m) => !after || compareQueue(m, after) > 0)
      const page = open.slice(0, limit)
      const entries = page.map((record) => ({
        record: { ...record, reporters: [...record.reporters] },
        reports: [...table.reports.values()]
          .filter((r) => r.key === record.key)
          .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
          .map((r) => ({ ...r })),
      }))
      return { entries, next: nextPosition(open.length > limit, page, queuePositionOf) }
    },
    async moderationLog(limit, after) {
      const newestFirst = [...table.moderationLog]
        .sort((a, b) => compareLog(a, b))
        .filter((e) => !after || compareLog(e, after) > 0)
      const page = newestFirst.slice(0, limit).map((e) => ({ ...e }))
      return { entries: page, next: nextPosition(newestFirst.length > limit, page, logPositionOf) }
    },
    async reportsBy(reporterId) {
      return [...table.reports.values()]
        .filter((r) => r.reporterId === reporterId)
        .sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? -1 : 1))
        .map((r) => ({ ...r }))
    },
  }
}

export function embeddedModeration(ctx: EmbeddedContext): ModerationStore {
  return { ...reportsAndDecisions(ctx), ...moderationReads(ctx) }
}
