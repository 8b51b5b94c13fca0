// The cookie banner's form, sent by the browser before the app runs: the pages app sets the same cookie
// the app would and sends the visitor back to the page, never elsewhere.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createPagesApp, type PagesDeps } from '../src/pages/pages-app'

const app = createPagesApp({
  // the form needs no page rendered nor read
  events: {} as PagesDeps['events'],
  sharedLists: {} as PagesDeps['sharedLists'],
  renderer: () => Promise.reject(new Error('no page is rendered for the consent form')),
  origin: 'https://travel.example',
})

const send = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  request(app).post('/consent').type('form').set(headers).send(form)

describe('the cookie banner form', () => {
  it('remembers "Accept" for a year and goes back to the page', async () => {
    const res = await send({ answer: 'accept', return: '/events/camp?type=camp' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/events/camp?type=camp')
    expect(res.headers['set-cookie']).toEqual(['cookieConsent=true; path=/; max-age=31536000; SameSite=Lax'])
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('remembers "Decline", Secure on https', async () => {
    const res = await send({ answer: 'decline', return: '/' }, { 'X-Forwarded-Proto': 'https' })
    expect(res.headers['set-cookie']).toEqual([
      'cookieConsent=false; path=/; max-age=31536000; SameSite=Lax; Secure',
    ])
  })

  it('goes back only to a page of this site', async () => {
    for (const elsewhere of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'events'])
      expect((await send({ answer: 'accept', return: elsewhere })).headers.location).toBe('/')
  })

  it('refuses another answer and a form sent from another site', async () => {
    expect((await send({ answer: 'maybe', return: '/' })).status).toBe(400)
    const forged = await send({ answer: 'accept', return: '/' }, { 'Sec-Fetch-Site': 'cross-site' })
    expect(forged.status).toBe(403)
    expect(forged.headers['set-cookie']).toBeUndefined()
  })
})
