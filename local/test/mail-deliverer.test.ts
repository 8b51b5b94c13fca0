// The local mail deliverer over a real embedded store and a real MailDev: a queued mail arrives in the
// inbox with its headers and is marked SUCCESS; an SMTP server nobody runs marks it ERROR with the reason.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openEmbeddedStore, type EmbeddedStore, type MailRecord } from '@travel/functions/store'
import { startMailDeliverer, type MailDeliverer } from '../src/mail-deliverer'
import { startMailDev, type LocalMailDev } from '../src/maildev'
import { freePort } from '../src/ports'

const folders: string[] = []
const deliverers: MailDeliverer[] = []
let maildev: LocalMailDev

function tempFolder(name: string) {
  const folder = mkdtempSync(join(tmpdir(), name))
  folders.push(folder)
  return folder
}

function queuedMail(id: string, to: string, subject: string): MailRecord {
  return {
    id,
    to,
    createdAt: new Date().toISOString(),
    message: {
      subject,
      text: `${subject}\n\nUnsubscribe: http://localhost:5173/unsubscribe/t1`,
      html: `<p>${subject}</p>`,
      headers: {
        'List-Unsubscribe': '<http://localhost:5173/api/unsubscribe/t1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  }
}

/** The embedded store has no way to queue a mail but a notice's: the test writes its file before opening. */
async function storeWithMail(mail: MailRecord[]): Promise<EmbeddedStore> {
  const folder = tempFolder('mail-store-')
  const { file } = await openEmbeddedStore(folder)
  writeFileSync(file, JSON.stringify({ version: 1, events: [], users: [], wishlist: [], mail }))
  return openEmbeddedStore(folder)
}

interface InboxMail {
  id: string
  subject: string
  from: { address: string; name: string }[]
  to: { address: string }[]
}

async function inbox(): Promise<InboxMail[]> {
  const res = await fetch(`${maildev.inboxUrl}/api/email`)
  expect(res.status).toBe(200)
  return (await res.json()) as InboxMail[]
}

beforeAll(async () => {
  maildev = await startMailDev({
    smtpPort: await freePort(),
    webPort: await freePort(),
    mailDir: tempFolder('maildev-'),
  })
})

afterEach(async () => {
  await Promise.all(deliverers.splice(0).map((d) => d.stop()))
})

afterAll(async () => {
  await maildev?.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

describe('the local mail deliverer', () => {
  it('sends each queued mail to MailDev once, with its headers, and marks it SUCCESS', async () => {
    const to = 'jana@example.com'
    const store = await storeWithMail([queuedMail('m1', to, 'Your suggestion was accepted')])
    const deliverer = startMailDeliverer({
      mail: store.mail,
      smtp: maildev.smtp,
      from: 'Travel community <no-reply@localhost>',
      intervalMs: 50,
    })
    deliverers.push(deliverer)

    // picked up by polling, nobody asks for it
    await vi.waitFor(
      async () => expect((await store.mail.mailTo(to, 1))[0]?.delivery?.state).toBe('SUCCESS'),
      { timeout: 10_000, interval: 50 },
    )
    const [record] = await store.mail.mailTo(to, 1)
    expect(record?.delivery).toEqual({
      state: 'SUCCESS',
      attempts: 1,
      endTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      error: null,
    })
    expect(await store.mail.undeliveredMail(10)).toEqual([])

    // a few more rounds send nothing again
    await new Promise((r) => setTimeout(r, 300))
    const received = (await inbox()).filter((m) => m.to[0]?.address === to)
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail?.subject).toBe('Your suggestion was accepted')
    expect(mail?.from[0]).toEqual({ address: 'no-reply@localhost', name: 'Travel community' })
    const source = await (await fetch(`${maildev.inboxUrl}/api/email/${mail?.id}/source`)).text()
    expect(source).toContain('List-Unsubscribe: <http://localhost:5173/api/unsubscribe/t1>')
    expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  })

  it('marks a mail ERROR with the reason when the SMTP server cannot be reached, and goes on', async () => {
    const to = 'peter@example.com'
    const store = await storeWithMail([queuedMail('m2', to, 'Daily digest')])
    const errors: unknown[] = []
    const deliverer = startMailDeliverer({
      mail: store.mail,
      // nothing listens there
      smtp: { host: '127.0.0.1', port: await freePort() },
      intervalMs: 60_000,
      onError: (error) => errors.push(error),
    })
    deliverers.push(deliverer)

    expect(await deliverer.deliverNow()).toBe(0)
    const [record] = await store.mail.mailTo(to, 1)
    expect(record?.delivery).toMatchObject({ state: 'ERROR', attempts: 1, error: expect.any(String) })
    expect(record?.delivery?.error).toMatch(/ECONNREFUSED/)
    expect(record?.delivery?.endTime).toBeTruthy()
    // an ERROR is an answer: the next round does not try again (the extension does not either)
    expect(await store.mail.undeliveredMail(10)).toEqual([])
    expect(await deliverer.deliverNow()).toBe(0)
    expect(errors).toEqual([])
  })
})
