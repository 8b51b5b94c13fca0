// What an outside probe sent and the API once got wrong: body keys named like Object.prototype members,
// file addresses elsewhere or at nothing, and loose input (invisible titles, year 0024, "0x1", repeated
// filters, a body that does not decompress). Each is a clear 400 or is ignored, in en and sk.
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { emulatorAdminAuth } from './admin'
import { gpx11 } from './gpx-fixtures'
import { createTestUser, googleTestUser, uniqueEmail } from './emulator-users'
import { fileTestApp, signedInUsers, type User } from './http-test'
import { bearer, bucketUrl, eventBody, photoPath, putFile } from './test-app'

let owner: User
let other: User
let eventId: string

// Whatever arrived, nothing reached the server error log.
const t = fileTestApp(async ({ app }) => {
  ;[owner, other] = await signedInUsers(app, ['probe-owner', 'probe-other'])
  const res = await request(app).post('/api/events').set(bearer(owner.idToken)).send(eventBody(owner))
  eventId = res.body.data._id
})

/** Posts a raw JSON text: a JS object literal cannot carry an own `__proto__` key, JSON can. */
function postJson(path: string, json: string, token?: string, method: 'post' | 'put' = 'post') {
  const req = request(t.app)[method](path).set('Content-Type', 'application/json')
  if (token) req.set(bearer(token))
  return req.send(json)
}

/** A JSON object text with one more key (the hostile one) spliced in before the last brace. */
function withKey(body: object, key: string, value: unknown = { polluted: true }): string {
  const json = JSON.stringify(body)
  return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${JSON.stringify(key)}:${JSON.stringify(value)}}`
}

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
]

describe('a body key named like an Object.prototype member', () => {
  it.each(PROTOTYPE_KEYS)('"%s" is ignored by sign-up: the account is made, no 500', async (key) => {
    const email = uniqueEmail('proto')
    const res = await postJson(
      '/api/auth/signup',
      withKey({ username: 'Proto traveller', email, password: 'long-enough-1' }, key),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({ username: 'Proto traveller', email })
    expect(res.body.data).not.toHaveProperty('polluted')
  })

  it.each(PROTOTYPE_KEYS)(
    '"%s" at the top and inside `section` is ignored by POST and PUT /api/events',
    async (key) => {
      const body = eventBody(owner, { title: `Camp with a ${key} key` })
      const nested = JSON.stringify(body).replace(
        '"sub":"natural"',
        `"sub":"natural",${JSON.stringify(key)}:1`,
      )
      const created = await postJson('/api/events', withKey(JSON.parse(nested), key), owner.idToken)
      expect(created.status, JSON.stringify(created.body)).toBe(201)
      expect(created.body.data.section).toEqual({ main: 'camp', sub: 'natural' })
      const edited = await postJson(`/api/events/${eventId}`, withKey(body, key, 'x'), owner.idToken, 'put')
      expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    },
  )

  it.each(PROTOTYPE_KEYS)('"%s" is ignored by the profile, wishlist and Google bodies', async (key) => {
    const update = await postJson(
      `/api/user/update/${owner.uid}`,
      withKey({ username: 'Owner' }, key),
      owner.idToken,
    )
    expect(update.status, JSON.stringify(update.body)).toBe(200)
    const saved = await postJson('/api/wishlist', withKey({ eventID: eventId }, key), other.idToken)
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300)
    const google = await googleTestUser({ name: 'Proto Google' })
    const signedIn = await postJson(
      '/api/auth/google',
      withKey({ name: 'Proto Google' }, key),
      google.idToken,
    )
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
  })

  it('an empty nothing-to-update form that only holds such keys is the usual 400, in Slovak', async () => {
    const res = await request(t.app)
      .post(`/api/user/update/${owner.uid}`)
      .set(bearer(owner.idToken))
      .set('Content-Type', 'application/json')
      .set('Accept-Language', 'sk')
      .send('{"constructor":{"prototype":{"admin":true}},"__proto__":{"admin":true}}')
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({ _: 'Zmeňte aspoň jedno pole.' })
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })
})

describe('a deeply nested value where the form wants an object or a list', () => {
  // Found by the fuzz test: yup printed the whole value into its type error and overflowed the stack.
  it('`section` as an array nested 2,500 deep is that field’s 400, and 20,000 deep a 400 too', async () => {
    const put = (depth: number) => {
      const nested = '['.repeat(depth) + ']'.repeat(depth)
      const body = JSON.stringify(eventBody(owner)).replace(/\}$/, `,"section":${nested}}`)
      return postJson(`/api/events/${eventId}`, body, owner.idToken, 'put')
    }
    const deep = await put(2_500)
    expect(deep.status, JSON.stringify(deep.body).slice(0, 300)).toBe(400)
    expect(deep.body.fields).toHaveProperty('section')
    // Deeper than the JSON reader goes: the body itself is refused.
    expect((await put(20_000)).status).toBe(400)
  })
})

describe('file addresses: only this site’s storage, the caller’s own folder, and a file that exists', () => {
  async function createWith(files: Record<string, unknown>, lang = 'en') {
    return request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .set('Accept-Language', lang)
      .send(eventBody(owner, files))
  }

  it('the bucket path on another host is refused as an image, thumbnail or route file', async () => {
    const path = photoPath(owner.uid)
    const elsewhere = bucketUrl(path, undefined, 'https://any-host.example')
    for (const field of ['image', 'thumbnail']) {
      const res = await createWith({ [field]: elsewhere })
      expect(res.status, field).toBe(400)
      expect(res.body.fields).toEqual({ [field]: 'The file must be uploaded to this site.' })
    }
    const gpx = await putFile(t.files, `events/${owner.uid}/1_route.gpx`, 'application/gpx+xml')
    const res = await createWith(
      { gpxFile: gpx.replace('http://127.0.0.1:9199', 'https://evil.example') },
      'sk',
    )
    expect(res.body.fields).toEqual({ gpxFile: 'Súbor musí byť nahraný na túto stránku.' })
  })

  it('look-alike addresses are refused too', async () => {
    const path = encodeURIComponent(photoPath(owner.uid))
    for (const image of [
      `http://127.0.0.1:9199.evil.example/v0/b/demo-travel-community.appspot.com/o/${path}?alt=media`,
      `http://user@127.0.0.1:9199/v0/b/demo-travel-community.appspot.com/o/${path}?alt=media`,
      `http://127.0.0.1:9199/v0/b/demo-travel-community.appspot.com/o/${path}`,
      `http://127.0.0.1:9199/x/v0/b/demo-travel-community.appspot.com/o/${path}?alt=media`,
      `javascript:alert(1)//v0/b/demo-travel-community.appspot.com/o/${path}?alt=media`,
    ]) {
      const res = await createWith({ image })
      expect(res.body.fields, image).toEqual({ image: 'The file must be uploaded to this site.' })
    }
  })

  it("another user's uploaded file cannot be used, even though it exists", async () => {
    const theirs = bucketUrl(photoPath(other.uid))
    expect(await t.files.exists(photoPath(other.uid))).toBe(true)
    const res = await createWith({ image: theirs })
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({ image: 'The file must be uploaded to this site.' })
  })

  it('a file of the own folder that was never uploaded (or was deleted) is refused', async () => {
    const ghost = bucketUrl(`events/${owner.uid}/1700000000999_never-uploaded.jpg`)
    const en = await createWith({ image: ghost, thumbnail: ghost })
    expect(en.status).toBe(400)
    expect(en.body.fields).toEqual({
      image: 'The file was not found. Upload it again.',
      thumbnail: 'The file was not found. Upload it again.',
    })
    const sk = await createWith({ image: ghost }, 'sk')
    expect(sk.body.fields).toEqual({ image: 'Súbor sa nenašiel. Nahrajte ho znova.' })
  })

  it('an edit checks a new file but keeps the files the event already has', async () => {
    const route = gpx11([
      [
        { lat: 48.14, lng: 17.1 },
        { lat: 48.15, lng: 17.2 },
      ],
    ])
    const gpx = await putFile(
      t.files,
      `events/${owner.uid}/2_kept.gpx`,
      'application/gpx+xml',
      new TextEncoder().encode(route),
    )
    const created = await createWith({
      gpxFile: gpx,
      section: { main: 'route', sub: 'offroad' },
      coordinates: [],
    })
    expect(created.status).toBe(201)
    // The file disappears behind the event's back (deleted from the console, say): an edit that keeps it
    // still saves; replacing the image with one that is not there does not.
    await t.files.delete(`events/${owner.uid}/2_kept.gpx`)
    const { image: _image, ...rest } = eventBody(owner, {
      title: 'Kept route',
      gpxFile: gpx,
      section: { main: 'route', sub: 'offroad' },
      coordinates: [],
    })
    const kept = await request(t.app)
      .put(`/api/events/${created.body.data._id}`)
      .set(bearer(owner.idToken))
      .send(rest)
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    const replaced = await request(t.app)
      .put(`/api/events/${created.body.data._id}`)
      .set(bearer(owner.idToken))
      .send({ ...rest, image: bucketUrl(`events/${owner.uid}/3_missing.jpg`) })
    expect(replaced.body.fields).toEqual({ image: 'The file was not found. Upload it again.' })
  })

  it("a profile picture must be the user's own upload, and exist", async () => {
    const update = (profilePicture: string) =>
      request(t.app).post(`/api/user/update/${owner.uid}`).set(bearer(owner.idToken)).send({ profilePicture })
    const mine = await putFile(t.files, `profiles/${owner.uid}/1_me.png`, 'image/png')
    const theirs = await putFile(t.files, `profiles/${other.uid}/1_them.png`, 'image/png')
    expect((await update(mine.replace('http://127.0.0.1:9199', 'https://cdn.example'))).body.fields).toEqual({
      profilePicture: 'The file must be uploaded to this site.',
    })
    expect((await update(theirs)).body.fields).toEqual({
      profilePicture: 'The file must be uploaded to this site.',
    })
    expect((await update(bucketUrl(`profiles/${owner.uid}/9_gone.png`))).body.fields).toEqual({
      profilePicture: 'The file was not found. Upload it again.',
    })
    const ok = await update(mine)
    expect(ok.status).toBe(200)
    expect(ok.body.data.profilePicture).toBe(mine)
  })

  it('Google sign-in copies a picture only from Google’s picture hosts', async () => {
    const tracked = await googleTestUser({ name: 'Tracked Traveller' })
    const pixel = await request(t.app)
      .post('/api/auth/google')
      .set(bearer(tracked.idToken))
      .send({ name: 'Tracked Traveller', photo: 'https://tracker.example/pixel.gif?u=1' })
    expect(pixel.status).toBe(200)
    expect(pixel.body.data.profilePicture).toBe('')
    const real = await googleTestUser({ name: 'Real Traveller' })
    const photo = 'https://lh3.googleusercontent.com/a/ACg8ocL-real=s96-c'
    const res = await request(t.app).post('/api/auth/google').set(bearer(real.idToken)).send({ photo })
    expect(res.body.data.profilePicture).toBe(photo)
    // Not even from the token: the Auth emulator puts whatever picture was claimed into it.
    const claimed = await googleTestUser({ name: 'Claimed', picture: 'https://tracker.example/me.png' })
    const fromToken = await request(t.app).post('/api/auth/google').set(bearer(claimed.idToken)).send({})
    expect(fromToken.body.data.profilePicture).toBe('')
  })

  it('an account picture set outside the site does not become the profile picture', async () => {
    const user = await createTestUser('photo-url')
    await emulatorAdminAuth().updateUser(user.uid, { photoURL: 'https://tracker.example/pixel.gif' })
    const res = await request(t.app).post('/api/auth/signin').set(bearer(user.idToken))
    expect(res.status).toBe(200)
    expect(res.body.data.profilePicture).toBe('')
  })
})

describe('loose input is a clear 400 in the caller language', () => {
  async function fields(overrides: Record<string, unknown>, lang = 'en') {
    const res = await request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .set('Accept-Language', lang)
      .send(eventBody(owner, overrides))
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    return res.body.fields as Record<string, string>
  }

  it('a title or description of invisible characters only', async () => {
    expect(await fields({ title: '\u200b\u200b\u200b\u200b' })).toEqual({
      title: 'Title must be 3 to 120 characters long.',
    })
    expect(
      await fields({ title: '\u3164\u2800\u200d\ufeff\u00ad', description: '\u200b'.repeat(20) }, 'sk'),
    ).toEqual({
      title: 'Názov musí mať 3 až 120 znakov.',
      description: 'Popis musí mať 10 až 5\u00a0000 znakov.',
    })
    expect(await fields({ title: 'a\u0301\u0301\u0301' })).toEqual({
      title: 'Title must be 3 to 120 characters long.',
    })
  })

  it('lone surrogates, NUL and other control characters in text', async () => {
    expect(await fields({ title: 'Camp \ud83d by the lake' })).toEqual({
      title: 'Remove the control characters or broken symbols from this text.',
    })
    expect(
      await fields({ description: 'A quiet camp\u0000 by the lake, room for three caravans.' }, 'sk'),
    ).toEqual({
      description: 'Odstráňte z\u00a0textu riadiace znaky alebo poškodené symboly.',
    })
    expect(await fields({ map: 'Lake\u001b[31m' })).toEqual({
      map: 'Remove the control characters or broken symbols from this text.',
    })
    const signup = await request(t.app)
      .post('/api/auth/signup')
      .send({ username: 'Nul\u0000l', email: uniqueEmail('nul'), password: 'pass\udc00word' })
    expect(signup.status).toBe(400)
    expect(signup.body.fields).toEqual({
      username: 'Remove the control characters or broken symbols from this text.',
      password: 'Remove the control characters or broken symbols from this text.',
    })
  })

  it('line breaks stay allowed in a description', async () => {
    const res = await request(t.app)
      .post('/api/events')
      .set(bearer(owner.idToken))
      .send(eventBody(owner, { description: 'First line\r\nSecond line\n\tindented' }))
    expect(res.status).toBe(201)
  })

  it('a year before 1900', async () => {
    expect(await fields({ date: '1899-12-31' })).toEqual({ date: 'Enter a date from the year 1900 on.' })
    expect(await fields({ date: '0024-05-01' }, 'sk')).toEqual({ date: 'Zadajte dátum od roku 1900.' })
  })

  it('coordinates that are not two plain numbers', async () => {
    const message = 'Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.'
    for (const coordinates of [
      [[48.1], [17.1]],
      [['48.1'], 17.1],
      ['48.1', '17.1'],
      [{ lat: 48.1 }, 17.1],
    ]) {
      expect(await fields({ coordinates }), JSON.stringify(coordinates)).toEqual({ coordinates: message })
    }
  })

  it('an access code written as text, hexadecimal or not', async () => {
    for (const access of ['0x1', '1', ' 2 ', '0b1', [1]]) {
      expect(await fields({ access }), JSON.stringify(access)).toEqual({
        access: 'Choose caravan, car or off-road.',
      })
    }
    expect(await fields({ access: '0x1' }, 'sk')).toEqual({
      access: 'Vyberte, pre aké vozidlo je tip vhodný.',
    })
  })

  it('a filter given twice', async () => {
    for (const query of [
      'country=Slovakia&country=Austria',
      'limit=1&limit=2',
      'user=a&user=b',
      'cursor=a&cursor=b',
      'q=lake&q=camp',
      'near=48.1,17.1&near=48.2,17.2',
      'radius=10&radius=20',
    ]) {
      const name = query.split('=')[0] ?? ''
      const res = await request(t.app).get(`/api/events?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.fields).toEqual({ [name]: 'Give this filter only once.' })
    }
    const sk = await request(t.app)
      .get('/api/events?country=Slovakia&country=Austria')
      .set('Accept-Language', 'sk')
    expect(sk.body.fields).toEqual({ country: 'Tento filter zadajte iba raz.' })
    // Lists stay lists: section and sub take several values, repeated or comma-separated.
    expect((await request(t.app).get('/api/events?section=camp&section=route')).status).toBe(200)
    // The map reads its filters with the same parser.
    const map = await request(t.app).get('/api/events/map?q=lake&q=camp').set('Accept-Language', 'sk')
    expect(map.status).toBe(400)
    expect(map.body.fields).toEqual({ q: 'Tento filter zadajte iba raz.' })
  })

  it('an empty limit, radius, near or cursor is a 400 in the caller language, never the default', async () => {
    const cases: [string, string, string, string][] = [
      [
        'limit=',
        'limit',
        'limit must be a whole number from 1 to 100.',
        'limit musí byť celé číslo od 1 do 100.',
      ],
      [
        'near=48.1,17.1&radius=',
        'radius',
        'radius must be a distance in kilometres from 1 to 1,000.',
        'radius musí byť vzdialenosť v\u00a0kilometroch od 1 do 1\u00a0000.',
      ],
      ['cursor=', 'cursor', 'This page of results is no longer available. Reload the list.', ''],
      ['near=', 'near', '', ''],
    ]
    for (const [query, field, en, sk] of cases) {
      const english = await request(t.app).get(`/api/events?${query}`)
      expect(english.status, query).toBe(400)
      expect(Object.keys(english.body.fields), query).toEqual([field])
      if (en) expect(english.body.fields[field]).toBe(en)
      const slovak = await request(t.app).get(`/api/events?${query}`).set('Accept-Language', 'sk')
      expect(slovak.status, query).toBe(400)
      if (sk) expect(slovak.body.fields[field]).toBe(sk)
    }
  })

  it('a body whose Content-Encoding does not match it', async () => {
    for (const encoding of ['gzip', 'deflate', 'br', 'x-unknown']) {
      const res = await request(t.app)
        .post('/api/events')
        .set(bearer(owner.idToken))
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send(JSON.stringify(eventBody(owner)))
      expect(res.status, encoding).toBe(400)
      expect(res.body).toMatchObject({ code: 'unsupported_encoding' })
      expect(res.body.message).toMatch(/^The request body could not be read/)
    }
    const sk = await request(t.app)
      .post('/api/auth/signup')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .set('Accept-Language', 'sk')
      .send('{"not":"gzip"}')
    expect(sk.status).toBe(400)
    expect(sk.body.message).toMatch(/^Telo požiadavky sa nedá prečítať/)
    // A body that really is gzip is read (fetch: supertest re-encodes a Buffer body).
    const server = t.app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    const zipped = await fetch(`http://127.0.0.1:${port}/api/events`, {
      method: 'POST',
      headers: { ...bearer(owner.idToken), 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: gzipSync(JSON.stringify(eventBody(owner, { title: 'Sent compressed' }))),
    })
    server.close()
    expect(zipped.status).toBe(201)
  })
})
