// Fills in (or corrects) the search index of every event in Firestore: `npm run backfill:search -w
// functions`. Safe to run twice and while the site is live: it writes only events whose words differ, each
// write guarded by the update time it read, so an event edited meanwhile is skipped, never overwritten.
import { FieldPath, GrpcStatus, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore'
import { eventSearchIndex, type SearchableEvent } from '@travel/domain'
import { COLLECTIONS } from '../shared/collections'
import { SEARCH_FIELD } from './firestore-doc'

export interface BackfillReport {
  /** events read */
  events: number
  /** events whose words were written */
  updated: number
  /** events edited while this ran (their edit stored their words; run again to be sure) */
  skipped: number
}

function sameWords(stored: unknown, expected: string[]): boolean {
  return (
    Array.isArray(stored) && stored.length === expected.length && stored.every((w, i) => w === expected[i])
  )
}

export async function backfillSearchIndex(
  db: Firestore,
  { pageSize = 300, onPage }: { pageSize?: number; onPage?: (report: BackfillReport) => void } = {},
): Promise<BackfillReport> {
  const report: BackfillReport = { events: 0, updated: 0, skipped: 0 }
  const writer = db.bulkWriter()
  writer.onWriteError((error) => {
    if (error.code === GrpcStatus.FAILED_PRECONDITION) {
      report.skipped++
      return false
    }
    return error.failedAttempts < 5
  })
  const query = db.collection(COLLECTIONS.events).orderBy(FieldPath.documentId()).limit(pageSize)
  let last: QueryDocumentSnapshot | undefined
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).get()
    for (const doc of page.docs) {
      report.events++
      const words = eventSearchIndex(doc.data() as SearchableEvent)
      if (sameWords(doc.get(SEARCH_FIELD), words)) continue
      writer
        .update(doc.ref, { [SEARCH_FIELD]: words }, { lastUpdateTime: doc.updateTime })
        .then(() => report.updated++)
        // counted by onWriteError when skipped; any other failure surfaces from close() below
        .catch(() => undefined)
    }
    await writer.flush()
    onPage?.({ ...report })
    last = page.docs[page.docs.length - 1]
    if (page.size < pageSize || !last) break
  }
  await writer.close()
  return report
}
