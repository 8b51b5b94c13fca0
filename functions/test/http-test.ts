// What an HTTP test file sets up before its tests: the app over a fresh store (closed after them, with no
// error logged on the way), travellers signed in on the Auth emulator, and requests sent as one of them.
import type { Express } from 'express'
import request from 'supertest'
import { afterAll, beforeAll, expect } from 'vitest'
import type { EventDto } from '@travel/domain'
import { emulatorAdminAuth } from './admin'
import { bearer, eventBody, signedInUser, testApp, type TestApp } from './test-app'

export type User = Awaited<ReturnType<typeof signedInUser>>

/**
 * The file's app, opened before its tests and closed after them; the file fails if the API logged an
 * error. `setup` runs once it is open (signing in the travellers the tests need).
 */
export function fileTestApp(setup?: (t: TestApp) => Promise<void>): TestApp {
  let opened: TestApp | null = null
  const current = (): TestApp => {
    if (!opened) throw new Error('the test app opens in beforeAll')
    return opened
  }
  beforeAll(async () => {
    opened = await testApp()
    await setup?.(opened)
  })
  afterAll(async () => {
    if (!opened) return
    try {
      expect(opened.errors).toEqual([])
    } finally {
      await opened.close()
    }
  })
  return {
    get app() {
      return current().app
    },
    get store() {
      return current().store
    },
    get storeKind() {
      return current().storeKind
    },
    get files() {
      return current().files
    },
    get dir() {
      return current().dir
    },
    get errors() {
      return current().errors
    },
    close: () => current().close(),
  }
}

/** Signed-in travellers, one a prefix, in the prefixes' order (one after another, as a test's story has it). */
export async function signedInUsers<const P extends readonly string[]>(
  app: Express,
  prefixes: P,
): Promise<{ -readonly [K in keyof P]: User }> {
  const users: User[] = []
  for (const prefix of prefixes) users.push(await signedInUser(app, prefix))
  // One user a prefix, so the array has the prefixes' length.
  return users as { -readonly [K in keyof P]: User }
}

/** A signed-in traveller with the moderator claim (their next ID token carries it too). */
export async function signedInModerator(app: Express, prefix: string): Promise<User> {
  const user = await signedInUser(app, prefix)
  await makeModerator(user)
  return user
}

export async function makeModerator(user: User): Promise<void> {
  await emulatorAdminAuth().setCustomUserClaims(user.uid, { moderator: true })
}

/** The request sent as `user` (a visitor without one), read in `language`. */
export const as = (req: request.Test, user?: User, language = 'en') =>
  (user ? req.set(bearer(user.idToken)) : req).set('Accept-Language', language)

/** An event `owner` adds (eventBody with `overrides`), as the API answers it. */
export async function postEvent(
  app: Express,
  owner: User,
  overrides: Parameters<typeof eventBody>[1] = {},
): Promise<EventDto> {
  const res = await as(request(app).post('/api/events'), owner).send(eventBody(owner, overrides))
  expect(res.status).toBe(201)
  return res.body.data as EventDto
}

/** The `i`th of `items`, which a test knows is there. */
export function nth<T>(items: readonly T[], i: number): T {
  const item = items[i]
  if (item === undefined) throw new Error(`no item ${i}`)
  return item
}
