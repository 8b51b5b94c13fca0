// The local stand-in for the Trigger Email extension: sends the store's undelivered mails over SMTP (to
// MailDev) and writes the answer on each the way the extension does: SUCCESS, or ERROR with its text.
// Works over either store: it reads and writes through the mail port only.
import nodemailer from 'nodemailer'
import type { MailRecord, MailStore } from '@travel/functions/store'

export const DEFAULT_MAIL_FROM = 'Travel community <no-reply@localhost>'

export interface MailDeliverer {
  /** delivers what is queued now (waits for a round already running); answers how many were sent */
  deliverNow(): Promise<number>
  /** stops polling after the round in progress */
  stop(): Promise<void>
}

export interface MailDelivererOptions {
  mail: MailStore
  smtp: { host: string; port: number }
  /** the sender, like the extension's DEFAULT_FROM */
  from?: string
  /** pause between two rounds; a round never overlaps the next */
  intervalMs?: number
  /** mails taken per round */
  batch?: number
  /** told about a round that failed as a whole (the store could not be read) */
  onError?: (error: unknown) => void
}

export function startMailDeliverer({
  mail,
  smtp,
  from = DEFAULT_MAIL_FROM,
  intervalMs = 1_000,
  batch = 20,
  onError = (error) => console.error('Mail delivery failed:', error),
}: MailDelivererOptions): MailDeliverer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    // MailDev offers STARTTLS with a certificate nobody trusts; the mails never leave the machine
    ignoreTLS: true,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  })

  async function deliver(record: MailRecord): Promise<boolean> {
    const attempts = (record.delivery?.attempts ?? 0) + 1
    try {
      await transport.sendMail({
        from,
        to: record.to,
        subject: record.message.subject,
        text: record.message.text,
        html: record.message.html,
        headers: record.message.headers,
      })
      await mail.markMailDelivered(record.id, {
        state: 'SUCCESS',
        attempts,
        endTime: new Date().toISOString(),
        error: null,
      })
      return true
    } catch (error) {
      // the extension keeps `e.toString()` and does not retry on its own
      await mail.markMailDelivered(record.id, {
        state: 'ERROR',
        attempts,
        endTime: new Date().toISOString(),
        error: String(error),
      })
      return false
    }
  }

  async function round(): Promise<number> {
    let sent = 0
    for (const record of await mail.undeliveredMail(batch)) {
      if (await deliver(record)) sent++
    }
    return sent
  }

  let running: Promise<number> | null = null
  let stopped = false
  let timer: NodeJS.Timeout | undefined

  function runRound(): Promise<number> {
    running ??= round().finally(() => {
      running = null
    })
    return running
  }

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      runRound().catch(onError).finally(schedule)
    }, intervalMs)
  }
  schedule()

  return {
    async deliverNow() {
      // a round already running may have read the store before the caller queued its mail
      if (running) await running.catch(() => 0)
      return runRound()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => 0)
      transport.close()
    },
  }
}
