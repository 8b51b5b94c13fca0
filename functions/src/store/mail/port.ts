// The mail capability's port: e-mails queued as mail/{id} documents in the shape the Trigger Email
// extension (firestore-send-email) reads and answers, so production delivers them and the local stack
// hands the same documents to its SMTP server (docs/notices.md).

/** What the extension sends: nodemailer's message fields it accepts. */
export interface MailMessage {
  subject: string
  text: string
  html: string
  /** List-Unsubscribe and its one-click partner (RFC 8058) */
  headers: Record<string, string>
}

/** The extension's answer, written back on the document. */
export interface MailDelivery {
  state: 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR'
  attempts: number
  endTime: string | null
  error: string | null
}

/** mail/{id} */
export interface MailRecord {
  id: string
  to: string
  message: MailMessage
  createdAt: string
  /** absent until a deliverer picks it up */
  delivery?: MailDelivery
}

export interface MailStore {
  /** mails of the last day no deliverer has answered yet, oldest first (the local stack delivers them) */
  undeliveredMail(limit: number): Promise<MailRecord[]>
  /** writes a deliverer's answer on the mail */
  markMailDelivered(id: string, delivery: MailDelivery): Promise<void>
  /** the mails sent to one address, newest first (tests and the local stack's checks read them) */
  mailTo(address: string, limit: number): Promise<MailRecord[]>
}

export const newestMailFirst = (a: MailRecord, b: MailRecord) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1
