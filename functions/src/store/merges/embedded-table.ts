// The embedded store's merges: open duplicate claims by id, each claimant's daily count, and the
// addresses of merged events.
import type { DuplicateClaimRecord, MergedEventRecord } from './port'

export class MergeTable {
  readonly claims = new Map<string, DuplicateClaimRecord>()
  readonly quota = new Map<string, number>()
  readonly merged = new Map<string, MergedEventRecord>()

  load(snapshot: {
    mergeClaims?: DuplicateClaimRecord[]
    mergeQuota?: { id: string; count: number }[]
    mergedEvents?: MergedEventRecord[]
  }) {
    for (const c of snapshot.mergeClaims ?? []) this.claims.set(c.id, c)
    for (const q of snapshot.mergeQuota ?? []) this.quota.set(q.id, q.count)
    for (const m of snapshot.mergedEvents ?? []) this.merged.set(m.id, m)
  }

  snapshot() {
    return {
      mergeClaims: [...this.claims.values()],
      mergeQuota: [...this.quota].map(([id, count]) => ({ id, count })),
      mergedEvents: [...this.merged.values()],
    }
  }

  ofPair(pair: string): DuplicateClaimRecord[] {
    return [...this.claims.values()].filter((c) => c.pair === pair)
  }
}
