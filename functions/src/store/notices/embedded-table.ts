// The notices' table on the embedded store: every notice, and each traveller's inbox document.
import type { InboxRecord, NoticeRecord } from './port'

export class NoticeTable {
  readonly notices = new Map<string, NoticeRecord>()
  readonly inboxes = new Map<string, InboxRecord>()

  /** a user's notices */
  of(userId: string): NoticeRecord[] {
    return [...this.notices.values()].filter((n) => n.userId === userId)
  }

  /** raises (or lowers) a user's unread count */
  count(userId: string, by: number) {
    const inbox = this.inboxes.get(userId) ?? { unread: 0 }
    this.inboxes.set(userId, { ...inbox, unread: Math.max(0, inbox.unread + by) })
  }

  /** a deleted account's notices and inbox go with it */
  forget(userId: string) {
    for (const n of this.of(userId)) this.notices.delete(n.id)
    this.inboxes.delete(userId)
  }
}
