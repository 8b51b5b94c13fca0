import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { emulatorAdminAuth } from './admin'
import { createTestUser, googleTestUser, signInTestUser, uniqueEmail } from './emulator-users'
import { fileTestApp } from './http-test'
import { bearer } from './test-app'

const t = fileTestApp()

describe('sign-up', () => {
  it('a visitor signs up: the Auth account and the profile are created', async () => {
    const email = uniqueEmail('signup')
    const res = await request(t.app)
      .post('/api/auth/signup')
      .send({ username: 'Janko Hraško', email, password: 'secret-123', favourites: ['x'] })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      success: true,
      data: { _id: expect.any(String), username: 'Janko Hraško', email, profilePicture: '', favourites: [] },
    })
    const account = await emulatorAdminAuth().getUser(res.body.data._id)
    expect(account.email).toBe(email)
    // The new account can sign in, and sign-in answers the same profile.
    const token = await signInTestUser(email, 'secret-123')
    const me = await request(t.app).post('/api/auth/signin').set(bearer(token))
    expect(me.body.data).toEqual(res.body.data)
  })

  it('an e-mail that already has an account is 409 with a clear message', async () => {
    const existing = await createTestUser('taken')
    const body = { username: 'Someone', email: existing.email, password: 'secret-123' }
    const en = await request(t.app).post('/api/auth/signup').send(body)
    expect(en.status).toBe(409)
    expect(en.body).toMatchObject({
      code: 'email_exists',
      message: 'An account with this e-mail already exists.',
    })
    const sk = await request(t.app).post('/api/auth/signup').set('Accept-Language', 'sk').send(body)
    expect(sk.body.message).toBe('Účet s\u00a0týmto e-mailom už existuje.')
  })

  it('a weak password, a bad e-mail or a missing username is 400 per field', async () => {
    const en = await request(t.app).post('/api/auth/signup').send({ email: 'not-an-email', password: '123' })
    expect(en.status).toBe(400)
    expect(en.body.fields).toEqual({
      username: 'This field is required.',
      email: 'Enter a valid e-mail address.',
      password: 'Password must be at least 6 characters long.',
    })
    const sk = await request(t.app)
      .post('/api/auth/signup')
      .set('Accept-Language', 'sk')
      .send({ username: 'ok name', email: uniqueEmail(), password: '123' })
    expect(sk.body.fields).toEqual({ password: 'Heslo musí mať aspoň 6 znakov.' })
  })
})

describe('sign-in', () => {
  it('a visitor without a token, or with a forged one, is 401', async () => {
    expect(
      (await request(t.app).post('/api/auth/signin').send({ email: 'a@b.c', password: 'x' })).status,
    ).toBe(401)
    const forged = await request(t.app)
      .post('/api/auth/signin')
      .set(bearer('forged'))
      .set('Accept-Language', 'sk')
    expect(forged.status).toBe(401)
    expect(forged.body.message).toBe('Vaše prihlásenie vypršalo. Prihláste sa znova.')
  })

  it('the first sign-in creates the profile from the account; later ones return it', async () => {
    const user = await createTestUser('first')
    const first = await request(t.app).post('/api/auth/signin').set(bearer(user.idToken)).send({})
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({
      _id: user.uid,
      username: user.email.split('@')[0],
      email: user.email,
      profilePicture: '',
      favourites: [],
    })
    const again = await request(t.app).post('/api/auth/signin').set(bearer(user.idToken))
    expect(again.body.data).toEqual(first.body.data)
  })
})

describe('Google sign-in', () => {
  it('a visitor without a token is 401', async () => {
    expect((await request(t.app).post('/api/auth/google').send({ name: 'X' })).status).toBe(401)
  })

  it('creates the profile with the offered name and photo, e-mail from the token', async () => {
    const google = await googleTestUser({ name: 'Token Name' })
    const res = await request(t.app).post('/api/auth/google').set(bearer(google.idToken)).send({
      name: 'Zuzka Cestovateľka',
      email: 'someone-else@example.com',
      photo: 'https://lh3.googleusercontent.com/a/ACg8ocJ-zuzka=s96-c',
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      _id: google.uid,
      username: 'Zuzka Cestovateľka',
      email: google.email,
      profilePicture: 'https://lh3.googleusercontent.com/a/ACg8ocJ-zuzka=s96-c',
      favourites: [],
    })
  })

  it('falls back to the Google name, then to the e-mail, and keeps an existing profile as it is', async () => {
    const named = await googleTestUser({ name: 'Peter Google' })
    const res = await request(t.app).post('/api/auth/google').set(bearer(named.idToken)).send({})
    expect(res.body.data.username).toBe('Peter Google')
    const later = await request(t.app)
      .post('/api/auth/google')
      .set(bearer(named.idToken))
      .send({ name: 'Another Name' })
    expect(later.body.data.username).toBe('Peter Google')

    const nameless = await googleTestUser()
    const plain = await request(t.app)
      .post('/api/auth/google')
      .set(bearer(nameless.idToken))
      .send({ name: 'x' })
    expect(plain.body.data.username).toBe(nameless.email.split('@')[0])
  })

  it('a very long display name is shortened; a photo that is not a URL is 400', async () => {
    const google = await googleTestUser()
    const long = await request(t.app)
      .post('/api/auth/google')
      .set(bearer(google.idToken))
      .send({ name: 'N'.repeat(80) })
    expect(long.status).toBe(200)
    expect(long.body.data.username).toBe('N'.repeat(40))
    const other = await googleTestUser()
    const bad = await request(t.app)
      .post('/api/auth/google')
      .set(bearer(other.idToken))
      .set('Accept-Language', 'sk')
      .send({ photo: 'not a url' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual({ photo: 'Súbor musí byť nahraný na túto stránku.' })
  })
})

describe('sign-out', () => {
  it('is acknowledged for a signed-in user and a visitor alike, and empties the browser cache', async () => {
    const user = await createTestUser('out')
    const signedIn = await request(t.app).get('/api/auth/signout').set(bearer(user.idToken))
    expect(signedIn.body).toEqual({ success: true, data: null })
    const visitor = await request(t.app).get('/api/auth/signout')
    expect(visitor.status).toBe(200)
    expect(visitor.headers['cache-control']).toBe('no-store')
    // the browser drops the pages it kept of this site, so the next person there finds none of them
    expect(signedIn.headers['clear-site-data']).toBe('"cache"')
  })
})
