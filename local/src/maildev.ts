// MailDev in this process: an SMTP server that keeps every mail it is handed and a web inbox that shows
// them (docs/local-stack.md, "E-mail"). The local mail deliverer sends the API's queued mails to it.
import { MailDev } from 'maildev'

export interface LocalMailDev {
  /** where the deliverer sends */
  smtp: { host: string; port: number }
  /** the web inbox; its REST API answers under `${inboxUrl}/api/` */
  inboxUrl: string
  stop(): Promise<void>
}

export async function startMailDev({
  smtpPort,
  webPort,
  mailDir,
  verbose = false,
}: {
  smtpPort: number
  webPort: number
  /** where the received mails are kept as .eml files, and read back on the next start */
  mailDir: string
  verbose?: boolean
}): Promise<LocalMailDev> {
  const host = '127.0.0.1'
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: host,
    web: webPort,
    webIp: host,
    mailDirectory: mailDir,
    // an inbox left running for weeks stays small
    maxEmails: 500,
    silent: !verbose,
    verbose,
  })
  // Its web server announces itself on the console whatever `silent` says: the stack's banner names the
  // inbox instead, once everything runs.
  const info = console.info
  console.info = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('MailDev API running')) return
    info(...args)
  }
  let servers
  try {
    servers = await maildev.start()
  } finally {
    console.info = info
  }
  const web = servers.api?.getAddress()
  return {
    smtp: { host, port: servers.smtp.getAddress().port },
    inboxUrl: `http://localhost:${web?.port ?? webPort}`,
    stop: () => maildev.stop(),
  }
}
