// The local mail deliverer on the Firestore adapter (`npm start -- --firestore`): a mail document in the
// Trigger Email extension's shape, headers at the top level, reaches MailDev with them and gets SUCCESS.
// Runs where the Cloud Firestore emulator is installed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deleteApp, initializeApp, type App } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { firestoreStore, type Store } from '@travel/functions/store'
import { PROJECT_ID } from '../src/auth-emulator'
import {
  findFirestoreEmulator,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../src/firestore-emulator'
import { startMailDeliverer, type MailDeliverer } from '../src/mail-deliverer'
import { startMailDev, type LocalMailDev } from '../src/maildev'
import { freePort } from '../src/ports'

const install = findFirestoreEmulator()
const mailDir = mkdtempSync(join(tmpdir(), 'maildev-firestore-'))
let emulator: FirestoreEmulator | undefined
let maildev: LocalMailDev | undefined
let deliverer: MailDeliverer | undefined
let app: App | undefined
let store: Store

describe.skipIf(!install)('the local mail deliverer on Firestore', () => {
  beforeAll(async () => {
    emulator = await startFirestoreEmulator({ install: install!, port: await freePort() })
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host
    app = initializeApp({ projectId: PROJECT_ID }, `mail-deliverer-${Date.now()}`)
    const db = getFirestore(app)
    store = firestoreStore(() => db)
    maildev = await startMailDev({ smtpPort: await freePort(), webPort: await freePort(), mailDir })
  }, 120_000)

  afterAll(async () => {
    await deliverer?.stop()
    await maildev?.stop()
    if (app) await deleteApp(app)
    await emulator?.stop()
    rmSync(mailDir, { recursive: true, force: true })
  }, 60_000)

  it('delivers a queued mail document with its top-level headers and marks it SUCCESS', async () => {
    const to = 'firestore-mail@example.com'
    // the document as the API queues it and the extension reads it
    await getFirestore(app!)
      .collection('mail')
      .doc('fm1')
      .set({
        to,
        createdAt: new Date().toISOString(),
        message: { subject: 'A new check-in', text: 'text', html: '<p>html</p>' },
        headers: { 'List-Unsubscribe': '<http://localhost:5173/api/unsubscribe/t2>' },
      })
    deliverer = startMailDeliverer({ mail: store.mail, smtp: maildev!.smtp, intervalMs: 100 })

    await vi.waitFor(
      async () => expect((await store.mail.mailTo(to, 1))[0]?.delivery?.state).toBe('SUCCESS'),
      { timeout: 15_000, interval: 100 },
    )
    const inbox = (await (await fetch(`${maildev!.inboxUrl}/api/email`)).json()) as {
      id: string
      subject: string
    }[]
    const mail = inbox.find((m) => m.subject === 'A new check-in')
    expect(mail).toBeDefined()
    const source = await (await fetch(`${maildev!.inboxUrl}/api/email/${mail?.id}/source`)).text()
    expect(source).toContain('List-Unsubscribe: <http://localhost:5173/api/unsubscribe/t2>')
    expect(await store.mail.undeliveredMail(10)).toEqual([])
  })
})
