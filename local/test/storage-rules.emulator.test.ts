// storage.rules under the official Storage emulator, with the same table of cases the local storage
// server passes (storage-cases.ts). Runs only in `npm run test:emulators` (Java 21 and the emulator
// downloads), which starts the emulators and sets FIREBASE_STORAGE_EMULATOR_HOST.
import { readFileSync } from 'node:fs'
import {
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PROJECT_ID } from '../src/auth-emulator'
import { caseBytes, caseDisposition, patternBytes, uploadCases, type Who } from './storage-cases'

const OWNER = 'owner-uid'
const OTHER = 'other-uid'

let env: RulesTestEnvironment

function storageOf(who: Who) {
  if (who === 'visitor') return env.unauthenticatedContext().storage()
  return env.authenticatedContext(who === 'owner' ? OWNER : OTHER).storage()
}

/**
 * A refusal by the rules. The official emulator answers 403 (storage/unauthorized) even for visitors,
 * where the local server says 401 (storage/unauthenticated) so the site can ask them to sign in; both are
 * the rules saying no, anything else (a network error, object-not-found) is not.
 */
async function expectRefused(operation: PromiseLike<unknown>): Promise<void> {
  const error = await Promise.resolve(operation).then(
    () => new Error('expected the rules to refuse, but the request succeeded'),
    (e: unknown) => e,
  )
  expect((error as { code?: string }).code).toMatch(/^storage\/(unauthorized|unauthenticated)$/)
}

async function seed(path: string, contentType = 'image/jpeg'): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.storage().ref(path).put(patternBytes(1024), { contentType })
  })
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8') },
  })
})

beforeEach(async () => {
  await env.clearStorage()
})

afterAll(async () => {
  await env?.cleanup()
})

describe('storage.rules: uploads (the same table as the local storage server)', () => {
  // Cases refused only for their bytes are the local server's check; the rules cannot read bytes.
  it.each(uploadCases.filter((c) => !c.bytesOnly))('$title', async (uploadCase) => {
    const { path, who, contentType, outcome } = uploadCase
    const contentDisposition = caseDisposition(uploadCase, OWNER)
    const upload = storageOf(who)
      .ref(path(OWNER))
      .put(caseBytes(uploadCase), { contentType, ...(contentDisposition ? { contentDisposition } : {}) })
      .then((snapshot) => snapshot)
    if (outcome === 'allowed') await assertSucceeds(upload)
    else await expectRefused(upload)
  })
})

describe('storage.rules: reads and deletes', () => {
  it('a visitor reads the metadata and the bytes of an event image and a profile picture', async () => {
    await seed(`events/${OWNER}/1_photo.jpg`)
    await seed(`profiles/${OWNER}/2_me.png`, 'image/png')
    const visitor = storageOf('visitor')
    await assertSucceeds(visitor.ref(`events/${OWNER}/1_photo.jpg`).getMetadata())
    await assertSucceeds(visitor.ref(`profiles/${OWNER}/2_me.png`).getDownloadURL())
  })

  it('nothing outside the upload folders can be read', async () => {
    await seed(`uploads/${OWNER}/1_photo.jpg`)
    await expectRefused(storageOf('owner').ref(`uploads/${OWNER}/1_photo.jpg`).getMetadata())
  })

  it("a visitor and another user cannot delete someone else's file; the owner can", async () => {
    const path = `events/${OWNER}/1_photo.jpg`
    await seed(path)
    await expectRefused(storageOf('visitor').ref(path).delete())
    await expectRefused(storageOf('other').ref(path).delete())
    await assertSucceeds(storageOf('owner').ref(path).delete())
  })
})
