import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/i18n'
import { fail, ok, stubApi } from '@/testing/api-stub'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { resetSession, signInAs } from '@/testing/render-app'
import { api, ApiError } from './api-client'
import { auth } from './firebase'

afterEach(async () => {
  vi.restoreAllMocks()
  await changeLanguage('en')
  await resetSession()
})

describe('the API client', { timeout: 20_000 }, () => {
  it("sends a visitor's call without a token, in the reader's language", async () => {
    const stub = stubApi()
    stub.on('GET', '/api/events', () => ok([]))
    await changeLanguage('sk')
    await expect(api.get('/events')).resolves.toEqual({ success: true, data: [] })
    expect(stub.calls[0]?.headers.get('Authorization')).toBeNull()
    expect(stub.calls[0]?.headers.get('Accept-Language')).toBe('sk')
  })

  it("attaches the signed-in user's fresh ID token", async () => {
    const account = await createEmulatorAccount('client')
    await signInAs(account)
    const stub = stubApi()
    stub.on('POST', '/api/wishlist', (call) => ok(call.body, 201))
    await api.post('/wishlist', { eventID: 'e1' })
    expect(stub.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${await auth.currentUser?.getIdToken()}`)
    expect(stub.calls[0]?.body).toEqual({ eventID: 'e1' })
  })

  it("turns an error body into an ApiError with the server's message, code and fields", async () => {
    const stub = stubApi()
    stub.on('POST', '/api/events', () =>
      fail(400, 'validation_failed', 'Choose a section.', { section: 'Choose a section.' }),
    )
    const error = await api.post('/events', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Choose a section.',
      fields: { section: 'Choose a section.' },
    })
  })

  it("says 'Something went wrong!' for an answer that is not the API's (e.g. a proxy page)", async () => {
    const stub = stubApi()
    stub.on('GET', '/api/events/x', () => ({ status: 502, body: '<html>Bad gateway</html>' }))
    await expect(api.get('/events/x')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong!',
    })
  })

  it('says the server cannot be reached when the network fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(api.get('/events')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'The server cannot be reached. Check your connection and try again.',
    })
  })
})
