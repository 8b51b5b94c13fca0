// A reported public name over HTTP with real ID tokens: hidden after three reporters, and once a moderator
// removes it the traveller keeps the neutral name for good — no rename brings the old one (or any) back.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { fileTestApp, signedInModerator, type User } from './http-test'
import { bearer, queuedVersion, signedInUser } from './test-app'

let author: User
let moderator: User
const reporters: User[] = []

const t = fileTestApp(async ({ app }) => {
  author = await signedInUser(app, 'namerude')
  moderator = await signedInModerator(app, 'namemira')
  for (const name of ['namerep1', 'namerep2', 'namerep3']) reporters.push(await signedInUser(app, name))
})

const profileName = async (user: User) =>
  (await request(t.app).get('/api/user').set(bearer(user.idToken))).body.data?.username as string

const rename = (user: User, username: string, language = 'en') =>
  request(t.app)
    .post(`/api/user/update/${user.uid}`)
    .set(bearer(user.idToken))
    .set('Accept-Language', language)
    .send({ username })

async function hideName(user: User) {
  for (const reporter of reporters) {
    const res = await request(t.app)
      .post('/api/reports')
      .set(bearer(reporter.idToken))
      .send({ target: { type: 'user', id: user.uid }, reason: 'abusive' })
    expect(res.status).toBe(201)
  }
}

const decide = async (user: User, action: string) => {
  const key = `user:${user.uid}`
  const version = await queuedVersion(t.app, moderator.idToken, key)
  return request(t.app)
    .post(`/api/moderation/items/${key}/decision`)
    .set(bearer(moderator.idToken))
    .send({ action, reason: 'abusive', version })
}

describe('a removed name', () => {
  it('stays neutral: renaming to the old name or a new one is refused in the reader language', async () => {
    const before = await profileName(author)
    await hideName(author)
    expect(await profileName(author)).not.toBe(before)
    expect((await decide(author, 'remove')).status).toBe(200)
    const neutral = await profileName(author)
    expect(neutral).not.toBe(before)

    const back = await rename(author, before)
    expect(back.status).toBe(400)
    expect(back.body.fields.username).toBe(
      'A moderator removed your name; your profile keeps the neutral one.',
    )
    const other = await rename(author, 'Quite New Name', 'sk')
    expect(other.status).toBe(400)
    expect(other.body.fields.username).toBe(
      'Moderátor vaše meno odstránil, profil si ponecháva neutrálne meno.',
    )
    expect(await profileName(author)).toBe(neutral)

    // the rest of the profile can still change, with the name as it is
    const same = await request(t.app)
      .post(`/api/user/update/${author.uid}`)
      .set(bearer(author.idToken))
      .send({ username: neutral, password: 'another-secret-1' })
    expect(same.status).toBe(200)
  })

  it('is not the rule for a name a moderator kept: its traveller renames as before', async () => {
    const kept = reporters[0]
    if (!kept) throw new Error('no reporter')
    await request(t.app)
      .post('/api/reports')
      .set(bearer(reporters[1]!.idToken))
      .send({ target: { type: 'user', id: kept.uid }, reason: 'abusive' })
    expect((await decide(kept, 'keep')).status).toBe(200)
    expect((await rename(kept, 'Kept And Renamed')).status).toBe(200)
    expect(await profileName(kept)).toBe('Kept And Renamed')
  })
})
