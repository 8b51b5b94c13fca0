// The page follows the browser's connection (docs/offline.md): offline, a banner says so and signing in is
// disabled with the reason; back online both go. The connection is the browser's own state (navigator.onLine
// and its events), set here as a browser sets it.
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/i18n'
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
})
