import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { emulatorAdminAuth } from './admin'
import { signInTestUser, uniqueEmail } from './emulator-users'
import { fileTestApp } from './http-test'
import { bearer, eventBody, photoPath, putFile, signedInUser } from './test-app'

const t = fileTestApp()

describe('updating a profile', () => {
  it('a visitor cannot update, another user is refused and the profile stays as it was', async () => {
    const owner = await signedInUser(t.app, 'upd')
    const other = await signedInUser(t.app, 'intruder')
    expect(
      (await request(t.app).post(`/api/user/update/${owner.uid}`).send({ username: 'Hacked' })).status,
    ).toBe(401)
    const refused = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(other.idToken))
      .send({ username: 'Hacked' })
    expect(refused.status).toBe(403)
    expect((await t.store.accounts.getUser(owner.uid))?.username).toBe(owner.username)
  })

  it('a new username shows on every event of the user at once', async () => {
    const owner = await signedInUser(t.app, 'rename')
    const created = []
    for (const title of ['First trip', 'Second trip']) {
      const res = await request(t.app)
        .post('/api/events')
        .set(bearer(owner.idToken))
        .send(eventBody(owner, { title }))
      created.push(res.body.data._id as string)
    }
    const res = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .send({ username: 'Cestovateľ' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ _id: owner.uid, username: 'Cestovateľ', email: owner.email })
    const list = await request(t.app).get(`/api/events?user=${owner.uid}`)
    expect(list.body.data.map((e: { user: unknown }) => e.user)).toEqual([
      { _id: owner.uid, username: 'Cestovateľ' },
      { _id: owner.uid, username: 'Cestovateľ' },
    ])
    const one = await request(t.app).get(`/api/events/${created[0]}`)
    expect(one.body.data.user.username).toBe('Cestovateľ')
  })

  it('keeps a default vehicle for new trips, answered on sign-in, and refuses a bad one in Slovak', async () => {
    const owner = await signedInUser(t.app, 'vehicle')
    const update = (body: object) =>
      request(t.app)
        .post(`/api/user/update/${owner.uid}`)
        .set(bearer(owner.idToken))
        .set('Accept-Language', 'sk')
        .send(body)
    const kept = await update({ vehicle: { lengthM: 7.5, heightM: 3.1, fourByFour: false } })
    expect(kept.status).toBe(200)
    expect(kept.body.data.vehicle).toEqual({ lengthM: 7.5, heightM: 3.1, fourByFour: false })
    const signin = await request(t.app).post('/api/auth/signin').set(bearer(owner.idToken))
    expect(signin.body.data).toMatchObject({ username: owner.username, vehicle: { lengthM: 7.5 } })

    const refused = await update({ vehicle: { lengthM: 'long', heightM: null, fourByFour: false } })
    expect(refused.status).toBe(400)
    expect(refused.body.fields).toEqual({ 'vehicle.lengthM': expect.stringMatching(/Dĺžka vášho vozidla/) })
    expect((await t.store.accounts.getUser(owner.uid))?.vehicle).toEqual({
      lengthM: 7.5,
      heightM: 3.1,
      fourByFour: false,
    })
  })

  it('a new e-mail and password are changed in Firebase Auth too', async () => {
    const owner = await signedInUser(t.app, 'cred')
    const email = uniqueEmail('moved')
    const res = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .send({ email, password: 'new-password-9', username: '' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ email, username: owner.username })
    expect((await emulatorAdminAuth().getUser(owner.uid)).email).toBe(email)
    await expect(signInTestUser(email, 'new-password-9')).resolves.toEqual(expect.any(String))
    await expect(signInTestUser(owner.email, owner.password)).rejects.toThrow()
  })

  it('an e-mail another account uses is 409, and nothing changes', async () => {
    const owner = await signedInUser(t.app, 'dup')
    const other = await signedInUser(t.app, 'dupother')
    const res = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .set('Accept-Language', 'sk')
      .send({ email: other.email, username: 'Should not stick' })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Účet s\u00a0týmto e-mailom už existuje.')
    expect(await t.store.accounts.getUser(owner.uid)).toMatchObject({
      email: owner.email,
      username: owner.username,
    })
  })

  it('a profile picture must be uploaded to this site', async () => {
    const owner = await signedInUser(t.app, 'pic')
    const outside = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .send({ profilePicture: 'https://evil.example/me.png' })
    expect(outside.status).toBe(400)
    expect(outside.body.fields).toEqual({ profilePicture: 'The file must be uploaded to this site.' })
    const picture = await putFile(t.files, `profiles/${owner.uid}/1_me.png`, 'image/png')
    const ok = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .send({ profilePicture: picture })
    expect(ok.body.data.profilePicture).toBe(picture)
  })

  it('an update that changes nothing, or with bad values, is 400 in the caller language', async () => {
    const owner = await signedInUser(t.app, 'empty')
    const empty = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .set('Accept-Language', 'sk')
      .send({ role: 'admin' })
    expect(empty.status).toBe(400)
    expect(empty.body.fields).toEqual({ _: 'Zmeňte aspoň jedno pole.' })
    const bad = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .send({ username: 'ab', email: 'nope', password: '1' })
    expect(bad.body.fields).toEqual({
      username: 'Username must be 3 to 40 characters long.',
      email: 'Enter a valid e-mail address.',
      password: 'Password must be at least 6 characters long.',
    })
  })
})

describe('deleting an account', () => {
  it('a visitor cannot delete an account, and another user is refused', async () => {
    const owner = await signedInUser(t.app, 'keep')
    const other = await signedInUser(t.app, 'deleter')
    expect((await request(t.app).delete(`/api/user/delete/${owner.uid}`)).status).toBe(401)
    expect(
      (await request(t.app).delete(`/api/user/delete/${owner.uid}`).set(bearer(other.idToken))).status,
    ).toBe(403)
    expect(await t.store.accounts.getUser(owner.uid)).not.toBeNull()
    expect((await emulatorAdminAuth().getUser(owner.uid)).uid).toBe(owner.uid)
  })

  it('leaves nothing of the user: account, profile, events, wishlist entries and files', async () => {
    const leaving = await signedInUser(t.app, 'leaving')
    const staying = await signedInUser(t.app, 'staying')
    const mine = await request(t.app)
      .post('/api/events')
      .set(bearer(leaving.idToken))
      .send(eventBody(leaving))
    const theirs = await request(t.app)
      .post('/api/events')
      .set(bearer(staying.idToken))
      .send(eventBody(staying))
    // The leaving user saved the other's event; the staying user saved the leaving user's event.
    await request(t.app)
      .post('/api/wishlist')
      .set(bearer(leaving.idToken))
      .send({ eventID: theirs.body.data._id })
      .expect(201)
    await request(t.app)
      .post('/api/wishlist')
      .set(bearer(staying.idToken))
      .send({ eventID: mine.body.data._id })
      .expect(201)
    for (const path of [
      `events/${leaving.uid}/1_a.jpg`,
      `profiles/${leaving.uid}/1_me.png`,
      `events/${staying.uid}/1_b.jpg`,
    ])
      await putFile(t.files, path)

    const res = await request(t.app)
      .delete(`/api/user/delete/${leaving.uid}`)
      .set(bearer(leaving.idToken))
      .set('Accept-Language', 'sk')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, data: { message: 'Účet je vymazaný.' } })

    await expect(emulatorAdminAuth().getUser(leaving.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    })
    expect(await t.store.accounts.getUser(leaving.uid)).toBeNull()
    expect((await t.store.events.listEvents({ ownerId: leaving.uid }, 100)).events).toEqual([])
    expect(await t.store.lists.wishlistOf(leaving.uid)).toEqual([])
    expect((await t.store.lists.wishlistOf(staying.uid)).map((w) => w.eventId)).not.toContain(
      mine.body.data._id,
    )
    const left = async (uid: string) =>
      [...(await t.files.list(`events/${uid}/`)), ...(await t.files.list(`profiles/${uid}/`))].map(
        (f) => f.path,
      )
    expect(await left(leaving.uid)).toEqual([])
    expect(await left(staying.uid)).toEqual([photoPath(staying.uid), `events/${staying.uid}/1_b.jpg`])
    // The other user's things are untouched.
    expect(await t.store.events.getEvent(theirs.body.data._id)).not.toBeNull()
    expect(await t.store.accounts.getUser(staying.uid)).not.toBeNull()
  })

  it('a token that outlives its deleted account cannot bring the profile back or add anything', async () => {
    const gone = await signedInUser(t.app, 'gone')
    await request(t.app).delete(`/api/user/delete/${gone.uid}`).set(bearer(gone.idToken)).expect(200)
    const signin = await request(t.app).post('/api/auth/signin').set(bearer(gone.idToken))
    expect(signin.status).toBe(401)
    const post = await request(t.app).post('/api/events').set(bearer(gone.idToken)).send(eventBody(gone))
    expect(post.status).toBe(401)
    expect(await t.store.accounts.getUser(gone.uid)).toBeNull()
    expect((await t.store.events.listEvents({ ownerId: gone.uid }, 10)).events).toEqual([])
  })
})
