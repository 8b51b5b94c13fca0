// One e-mail, one profile. Firebase Auth keeps e-mails unique among accounts, but an account can be gone
// while its profile stays (deleted outside the API, or lost by the local Auth emulator in a crash): the
// API must then refuse a second profile with that e-mail instead of making one.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { emulatorAdminAuth } from './admin'
import { googleTestUser, uniqueEmail } from './emulator-users'
import { fileTestApp } from './http-test'
import { bearer, signedInUser } from './test-app'

const t = fileTestApp()

/** A profile whose Auth account is gone: signed up through the API, then the account deleted behind it. */
async function profileWithoutAccount(prefix: string): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail(prefix)
  const res = await request(t.app)
    .post('/api/auth/signup')
    .send({ username: 'First Owner', email, password: 'secret-123' })
  expect(res.status).toBe(201)
  const uid = res.body.data._id as string
  await emulatorAdminAuth().deleteUser(uid)
  return { uid, email }
}

async function accountOf(email: string) {
  return emulatorAdminAuth()
    .getUserByEmail(email)
    .catch(() => null)
}

describe('one profile per e-mail', () => {
  it('signing up again with the e-mail of a profile whose account is gone is 409, and makes no second profile', async () => {
    const first = await profileWithoutAccount('again')
    const body = { username: 'Second Try', email: first.email, password: 'secret-456' }
    const en = await request(t.app).post('/api/auth/signup').send(body)
    expect(en.status).toBe(409)
    expect(en.body).toMatchObject({
      code: 'email_exists',
      message: 'An account with this e-mail already exists.',
    })
    const sk = await request(t.app).post('/api/auth/signup').set('Accept-Language', 'sk').send(body)
    expect(sk.status).toBe(409)
    expect(sk.body.message).toBe('Účet s\u00a0týmto e-mailom už existuje.')
    // the e-mail still names the first profile only, and the refused sign-ups left no account behind
    expect(await t.store.accounts.findUserByEmail(first.email)).toMatchObject({
      id: first.uid,
      username: 'First Owner',
    })
    expect(await accountOf(first.email)).toBeNull()
  })

  it('a Google sign-in with that e-mail is 409 and gets no profile', async () => {
    const first = await profileWithoutAccount('google-again')
    const google = await googleTestUser({ email: first.email, name: 'Google Person' })
    const res = await request(t.app).post('/api/auth/google').set(bearer(google.idToken)).send({})
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('email_exists')
    expect(await t.store.accounts.getUser(google.uid)).toBeNull()
    expect((await t.store.accounts.findUserByEmail(first.email))?.id).toBe(first.uid)
  })

  it("changing one's e-mail to that of such a profile is 409, and neither the account nor the profile changes", async () => {
    const first = await profileWithoutAccount('taken-by-profile')
    const owner = await signedInUser(t.app, 'mover')
    const res = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .send({ email: first.email })
    expect(res.status).toBe(409)
    expect(res.body.code).toBe('email_exists')
    expect((await emulatorAdminAuth().getUser(owner.uid)).email).toBe(owner.email)
    expect(await t.store.accounts.getUser(owner.uid)).toMatchObject({ email: owner.email })
  })
})
