// `npm start -- --firestore`: the API writes through the Cloud Function's Firestore adapter to the
// official Cloud Firestore emulator, and the data outlives a restart (exported on stop, imported on start).
// Runs where the emulator is installed; CI (REQUIRE_FIRESTORE_EMULATOR=1) fails without one.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { UserDto } from '@travel/domain'
import { PROJECT_ID } from '../src/auth-emulator'
import { findFirestoreEmulator, FIRESTORE_EMULATOR_INSTALL_HINT } from '../src/firestore-emulator'
import { freePort, freePorts } from '../src/ports'
import { startStack, type Stack } from '../src/stack'

const installed = findFirestoreEmulator() !== null
if (!installed && process.env.REQUIRE_FIRESTORE_EMULATOR === '1') {
  throw new Error(`no Cloud Firestore emulator: ${FIRESTORE_EMULATOR_INSTALL_HINT}`)
}

const dataDir = mkdtempSync(join(tmpdir(), 'firestore-stack-'))
let stack: Stack | undefined
const account = { username: 'firestore-traveller', email: 'firestore@example.com', password: 'travel-42' }

async function idToken(s: Stack): Promise<string> {
  const response = await fetch(
    `http://${s.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
    },
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { idToken: string }).idToken
}

/** The user's document as the Firestore emulator itself holds it (its REST API, as the owner of the data). */
async function userDocument(s: Stack, uid: string): Promise<number> {
  const response = await fetch(
    `http://${s.firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`,
    { headers: { Authorization: 'Bearer owner' } },
  )
  return response.status
}

describe.skipIf(!installed)('npm start -- --firestore', () => {
  afterAll(async () => {
    await stack?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  it('keeps what the API wrote in the Firestore emulator across a restart', async () => {
    // the same ports for both starts, like `npm start` run twice (firebase-admin keeps its first
    // Firestore connection for the life of the process)
    const ports = await freePorts()
    const firestorePort = await freePort()
    stack = await startStack({ ports, dataDir, seed: false, firestore: true, firestorePort })
    const signup = await fetch(`${stack.apiUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    })
    expect(signup.status).toBe(201)
    const { data: created } = (await signup.json()) as { data: UserDto }
    expect(await userDocument(stack, created._id)).toBe(200)

    await stack.stop()
    stack = await startStack({ ports, dataDir, seed: false, firestore: true, firestorePort })
    expect(await userDocument(stack, created._id)).toBe(200)
    const signin = await fetch(`${stack.apiUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await idToken(stack)}` },
    })
    expect(signin.status).toBe(200)
    const { data: profile } = (await signin.json()) as { data: UserDto }
    expect(profile).toMatchObject({ _id: created._id, username: account.username, email: account.email })
    // two starts of the stack (a JVM and firebase-tools each): seconds when the machine is idle, minutes
    // when a shared 2-core machine is busy
  }, 360_000)
})
