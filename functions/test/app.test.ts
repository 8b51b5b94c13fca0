import express from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callerOf, requireAuth } from '../src/http/auth-middleware'
import { errorHandler } from '../src/http/error-handler'
import { emulatorAdminAuth } from './admin'
import { createTestUser } from './emulator-users'
import { testApp, type TestApp } from './test-app'

let t: TestApp
beforeAll(async () => {
  t = await testApp()
})
afterAll(() => t.close())

describe('the API foundation', () => {
  it('answers the health check', async () => {
    const res = await request(t.app).get('/api/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ success: true, data: { status: 'ok' } })
  })

  it('answers an unknown path with a JSON 404 in the caller language', async () => {
    const en = await request(t.app).get('/api/nowhere')
    expect(en.status).toBe(404)
    expect(en.body).toMatchObject({
      success: false,
      statusCode: 404,
      code: 'not_found',
      message: 'Not found.',
    })
    const sk = await request(t.app).get('/api/nowhere').set('Accept-Language', 'sk-SK,sk;q=0.9')
    expect(sk.body.message).toBe('Nenašlo sa.')
  })

  it('answers a refusal in the language ?lang= names, on every route', async () => {
    for (const [method, path] of [
      ['get', '/api/moderation/merges?lang=sk'],
      ['post', '/api/events/abc/duplicates?lang=sk'],
      ['get', '/api/user/notices?lang=sk'],
      ['get', '/api/wishlist?lang=sk'],
    ] as const) {
      const res = await request(t.app)[method](path).set('Accept-Language', 'en')
      expect([path, res.status, res.body.message]).toEqual([path, 401, 'Najprv sa prihláste.'])
    }
  })

  it('sends security headers and allows only configured origins', async () => {
    const allowed = await request(t.app).get('/api/health').set('Origin', 'http://localhost:5173')
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173')
    expect(allowed.headers['x-content-type-options']).toBe('nosniff')
    const other = await request(t.app).get('/api/health').set('Origin', 'https://evil.example')
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('says every answer varies with Origin, so a shared cache never serves one origin another answer', async () => {
    // A public list answer is kept by Hosting's CDN: with an allowed origin, a refused one and none.
    for (const origin of [
      'http://localhost:5173',
      'https://evil.example',
      'http://localhost:1234',
      undefined,
    ]) {
      const req = request(t.app).get('/api/events')
      const res = await (origin ? req.set('Origin', origin) : req)
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toMatch(/public/)
      const vary = String(res.headers.vary).split(/,\s*/)
      expect(vary, String(origin)).toEqual(expect.arrayContaining(['Origin', 'Authorization']))
      expect(res.headers['access-control-allow-origin'], String(origin)).toBe(
        origin === 'http://localhost:5173' ? origin : undefined,
      )
    }
    // The same for a preflight that is refused, and for an error answer.
    const preflight = await request(t.app)
      .options('/api/events')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
    expect(String(preflight.headers.vary)).toMatch(/Origin/)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    const missing = await request(t.app).get('/api/events/noSuchEvent').set('Origin', 'https://evil.example')
    expect(String(missing.headers.vary)).toMatch(/Origin/)
  })
})

describe('the Bearer-token middleware', () => {
  const auth = emulatorAdminAuth()
  const guarded = express()
  guarded.get('/who', requireAuth(auth), (req, res) => {
    res.json({ uid: callerOf(req).uid })
  })
  guarded.use(errorHandler(() => undefined))

  it('lets a signed-in user through with their uid from the token', async () => {
    const user = await createTestUser('token')
    const res = await request(guarded).get('/who').set('Authorization', `Bearer ${user.idToken}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ uid: user.uid })
  })

  it('turns a visitor away with 401', async () => {
    const res = await request(guarded).get('/who')
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({
      success: false,
      code: 'unauthenticated',
      message: 'You must be signed in.',
    })
  })

  it('turns a forged token away with 401', async () => {
    const res = await request(guarded).get('/who').set('Authorization', 'Bearer not-a-real-token')
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('invalid_token')
  })
})
