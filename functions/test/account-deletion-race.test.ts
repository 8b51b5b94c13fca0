// Deleting an account while its still-valid ID token keeps writing (a token outlives its account by up to
// an hour): every write sent mid-deletion either lands first and is swept away, or is refused. Embedded
// store in `npm test`, Firestore emulator in `npm run test:emulators` (test-app.ts chooses).
import type { Server } from 'node:http'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emulatorAdminAuth } from './admin'
import { bearer, eventBody, putFile, signedInUser, testApp, type TestApp } from './test-app'

const ROUNDS = 20
const WRITES = 30

let t: TestApp
let server: Server
beforeAll(async () => {
  t = await testApp()
  // One listening server for every request: supertest would otherwise start one per request.
  server = t.app.listen(0)
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  expect(t.errors).toEqual([])
  await t.close()
})

type Racer = { uid: string; idToken: string; email: string }

/** The writes a signed-in browser can send, cycled through so every kind races the deletion. */
function writeOf(n: number, racer: Racer, ownEvent: string, othersEvent: string) {
  const auth = bearer(racer.idToken)
  switch (n % 7) {
    case 0:
      return request(server).post('/api/auth/signin').set(auth).send({})
    case 1:
    case 2:
      return request(server)
        .post('/api/events')
        .set(auth)
        .send(eventBody(racer, { title: `Raced event ${n}` }))
    case 3:
      return request(server).post('/api/wishlist').set(auth).send({ eventID: othersEvent })
    case 4:
      return request(server)
        .put(`/api/events/${ownEvent}`)
        .set(auth)
        .send(eventBody(racer, { title: `Edited in a race ${n}` }))
    case 5:
      return request(server)
        .post(`/api/user/update/${racer.uid}`)
        .set(auth)
        .send({ username: `Renamed ${n}` })
    default:
      return request(server)
        .post('/api/auth/google')
        .set(auth)
        .send({ name: `Google name ${n}` })
  }
}

/** Everything of the user still stored anywhere: each must be empty. */
async function leftoversOf(racer: Racer, eventIds: string[], otherUid: string) {
  const events = (await t.store.events.listEvents({ ownerId: racer.uid }, 100)).events.map((e) => e.id)
  const stillThere = (await t.store.events.getEvents(eventIds)).map((e) => e.id)
  const othersEntries = (await t.store.lists.wishlistOf(otherUid)).filter((w) => eventIds.includes(w.eventId))
  const files = [
    ...(await t.files.list(`events/${racer.uid}/`)),
    ...(await t.files.list(`profiles/${racer.uid}/`)),
  ]
  return {
    profile: await t.store.accounts.getUser(racer.uid),
    byEmail: await t.store.accounts.findUserByEmail(racer.email),
    events: [...new Set([...events, ...stillThere])],
    wishlist: await t.store.lists.wishlistOf(racer.uid),
    othersEntries,
    files: files.map((f) => f.path),
  }
}

describe('deleting an account while its token keeps writing', () => {
  it(`leaves nothing behind: ${ROUNDS} rounds of a deletion against ${WRITES} concurrent writes`, async () => {
    const other = await signedInUser(t.app, 'bystander')
    const othersEvent = (
      await request(server).post('/api/events').set(bearer(other.idToken)).send(eventBody(other)).expect(201)
    ).body.data._id as string

    // How the writes fared over all rounds: both outcomes must occur, or the writes did not race.
    let landed = 0
    let refused = 0
    for (let round = 0; round < ROUNDS; round++) {
      const racer = await signedInUser(t.app, `racer${round}`)
      await putFile(t.files, `profiles/${racer.uid}/1_me.png`, 'image/png')
      const ownEvent = (
        await request(server)
          .post('/api/events')
          .set(bearer(racer.idToken))
          .send(eventBody(racer))
          .expect(201)
      ).body.data._id as string
      await request(server)
        .post('/api/wishlist')
        .set(bearer(other.idToken))
        .send({ eventID: ownEvent })
        .expect(201)

      // The deletion and the writes leave together; the writes are spread over the moments that follow.
      const deletion = request(server).delete(`/api/user/delete/${racer.uid}`).set(bearer(racer.idToken))
      const writes = Array.from({ length: WRITES }, async (_, n) => {
        await new Promise((resolve) => setTimeout(resolve, (n * 20) / WRITES))
        return writeOf(n + round, racer, ownEvent, othersEvent)
      })
      const [deleted, ...answers] = await Promise.all([deletion, ...writes])
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
      // A write either landed before the deletion (and was swept away) or was refused: as a stale token,
      // or for a file the deletion already removed. Never a server error.
      for (const answer of answers) expect(answer.status, t.errors.map(String).join('\n')).toBeLessThan(500)
      landed += answers.filter((a) => a.status < 300).length
      refused += answers.filter((a) => a.status === 401).length

      const created = answers
        .filter((a) => a.status === 201 && a.body.data?.title?.startsWith('Raced event'))
        .map((a) => a.body.data._id as string)
      const left = await leftoversOf(racer, [ownEvent, ...created], other.uid)
      expect(left, `round ${round}`).toEqual({
        profile: null,
        byEmail: null,
        events: [],
        wishlist: [],
        othersEntries: [],
        files: [],
      })
      await expect(emulatorAdminAuth().getUser(racer.uid)).rejects.toMatchObject({
        code: 'auth/user-not-found',
      })
    }

    expect(landed).toBeGreaterThan(0)
    expect(refused).toBeGreaterThan(0)
    // The bystander keeps their own event.
    expect(await t.store.events.getEvent(othersEvent)).not.toBeNull()
  }, 240_000)
})

describe('a deletion that fails part-way', () => {
  it("refuses the token's writes meanwhile and finishes when the user tries again", async () => {
    let storageDown = true
    const f = await testApp({
      files: (real) => ({
        exists: (path) => real.exists(path),
        download: (path, max) => real.download(path, max),
        delete: (path) => real.delete(path),
        list: (prefix) => real.list(prefix),
        openRead: (path) => real.openRead(path),
        async deleteFolder(prefix) {
          if (storageDown) throw new Error('storage is unavailable')
          await real.deleteFolder(prefix)
        },
      }),
    })
    try {
      const user = await signedInUser(f.app, 'interrupted')
      await request(f.app).post('/api/events').set(bearer(user.idToken)).send(eventBody(user)).expect(201)
      const failed = await request(f.app).delete(`/api/user/delete/${user.uid}`).set(bearer(user.idToken))
      expect(failed.status).toBe(500)
      expect(f.errors).toHaveLength(1)
      f.errors.length = 0
      // Data is gone, files and the Auth account are not: the photo still exists, so only the
      // tombstone stops an event from being created again.
      expect(await f.store.accounts.getUser(user.uid)).toBeNull()
      expect(await f.files.exists(`events/${user.uid}/1700000000000_lake.jpg`)).toBe(true)
      for (const write of [
        request(f.app).post('/api/auth/signin').set(bearer(user.idToken)).send({}),
        request(f.app).post('/api/events').set(bearer(user.idToken)).send(eventBody(user)),
        request(f.app).post('/api/auth/google').set(bearer(user.idToken)).send({ name: 'Back again' }),
      ])
        expect((await write).status).toBe(401)
      expect(await f.store.accounts.getUser(user.uid)).toBeNull()
      expect((await f.store.events.listEvents({ ownerId: user.uid }, 10)).events).toEqual([])

      storageDown = false
      await request(f.app).delete(`/api/user/delete/${user.uid}`).set(bearer(user.idToken)).expect(200)
      expect(await f.files.list(`events/${user.uid}/`)).toEqual([])
      await expect(emulatorAdminAuth().getUser(user.uid)).rejects.toMatchObject({
        code: 'auth/user-not-found',
      })
      // The e-mail is free again: a new account can sign up with it.
      const again = await request(f.app)
        .post('/api/auth/signup')
        .send({ email: user.email, password: 'another-secret-9', username: 'Back again' })
      expect(again.status).toBe(201)
    } finally {
      expect(f.errors).toEqual([])
      await f.close()
    }
  })
})
