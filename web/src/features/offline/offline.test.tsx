// The page follows the connection (docs/offline.md): offline, a banner says so and signing in is disabled
// with the reason; back online both go. Offline is what the browser says (navigator.onLine and its events,
// set here as a browser sets them) and also what the site's requests find: a network that reaches nothing.
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/i18n'
import { ok, stubApi } from '@/testing/api-stub'
import { renderApp, resetSession } from '@/testing/render-app'

function setConnection(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

afterEach(async () => {
  setConnection(true)
  await changeLanguage('en')
  await resetSession()
})

describe('offline', { timeout: 20_000 }, () => {
  it('says the page is offline and disables signing in with the reason, until the network returns', async () => {
    renderApp('/sign-in')
    const submit = await screen.findByRole('button', { name: 'Sign in' })
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument()

    setConnection(false)
    // announced: the banner is a live region (its texts load when first needed)
    expect((await screen.findByText('You are offline.')).closest('[aria-live="polite"]')).not.toBeNull()
    expect(submit).toBeDisabled()
    expect(screen.getByRole('button', { name: /Google/ })).toBeDisabled()
    expect(await screen.findByText('This needs an internet connection. You are offline.')).toBeInTheDocument()

    setConnection(true)
    expect(screen.queryByText('You are offline.')).not.toBeInTheDocument()
    expect(submit).toBeEnabled()
    expect(screen.queryByText('This needs an internet connection. You are offline.')).not.toBeInTheDocument()
  })

  it('says it in Slovak', async () => {
    await changeLanguage('sk')
    renderApp('/sign-in')
    await screen.findByRole('heading', { level: 1 })
    setConnection(false)
    expect(await screen.findByText('Ste offline.')).toBeInTheDocument()
    expect(
      await screen.findByText('Na toto potrebujete internetové pripojenie. Ste offline.'),
    ).toBeInTheDocument()
  })

  it('says it is offline when the site cannot be reached though the browser says online', async () => {
    let networkUp = false
    const api = stubApi()
    // what fetch does when the network reaches nothing: it rejects, with no answer
    const unlessDown = <T,>(answer: T) => {
      if (!networkUp) throw new TypeError('Failed to fetch')
      return answer
    }
    api.on('GET', '/api/events', () =>
      unlessDown({ status: 200, body: { success: true, data: [], nextCursor: null } }),
    )
    api.on('GET', '/api/health', () => unlessDown(ok({ status: 'ok' })))
    renderApp('/')

    expect(await screen.findByText('You are offline.')).toBeInTheDocument()
    expect(navigator.onLine).toBe(true)

    // the site answers again: the banner goes and the list asks again, without the browser saying anything
    const listCalls = () => api.calls.filter((call) => call.path === '/api/events').length
    const before = listCalls()
    networkUp = true
    await waitFor(() => expect(screen.queryByText('You are offline.')).not.toBeInTheDocument(), {
      timeout: 10_000,
    })
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before))
  })
})
