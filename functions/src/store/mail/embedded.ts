// The mail capability on the embedded store: the queued mails in one map, in the order they were queued.
import type { EmbeddedContext } from '../embedded-data'
import { newestMailFirst, type MailRecord, type MailStore } from './port'

const copy = (m: MailRecord): MailRecord => structuredClone(m)

export function embeddedMail({ data, persist }: EmbeddedContext): MailStore {
  return {
    async undeliveredMail(limit) {
      return [...data.mail.values()]
        .filter((m) => !m.delivery)
        .sort((a, b) => -newestMailFirst(a, b))
        .slice(0, limit)
        .map(copy)
    },
    async markMailDelivered(id, delivery) {
      const mail = data.mail.get(id)
      if (!mail) return
      data.mail.set(id, { ...mail, delivery: { ...delivery } })
      await persist()
    },
    async mailTo(address, limit) {
      return [...data.mail.values()]
        .filter((m) => m.to === address)
        .sort(newestMailFirst)
        .slice(0, limit)
        .map(copy)
    },
  }
}
