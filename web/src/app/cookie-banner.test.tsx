import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { consentCookieString } from '@/features/consent/lib/consent-cookie'
import { changeLanguage } from '@/i18n'
import { renderApp, resetSession } from '@/testing/render-app'

afterEach(async () => {
  await changeLanguage('en')
  await resetSession()
})

const banner = () => screen.findByRole('region', { name: 'Cookie consent' })

describe('the cookie banner', { timeout: 20_000 }, () => {
  it("shows the spec's text, a Learn more link to the privacy policy and both choices", async () => {
    renderApp('/sign-in')
    const b = within(await banner())
    expect(
      b.getByText(/We use cookies to ensure you get the best experience on our website\./),
    ).toBeInTheDocument()
    expect(b.getByRole('link', { name: 'Learn more about cookies in our privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    expect(b.getByRole('button', { name: 'Accept' })).toBeInTheDocument()
    expect(b.getByRole('button', { name: 'Decline' })).toBeInTheDocument()
  })

  it('stores true and disappears when the visitor accepts', async () => {
    const user = userEvent.setup()
    renderApp('/sign-in')
    await user.click(within(await banner()).getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument(),
    )
    expect(document.cookie).toContain('cookieConsent=true')
  })

  it('stores false and disappears when the visitor declines', async () => {
    const user = userEvent.setup()
    renderApp('/sign-in')
    await user.click(within(await banner()).getByRole('button', { name: 'Decline' }))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument(),
    )
    expect(document.cookie).toContain('cookieConsent=false')
  })

  it('stays hidden on the next visit once the visitor has chosen', async () => {
    document.cookie = 'cookieConsent=false; path=/'
    renderApp('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument()
  })

  it('is shown in Slovak to a Slovak reader', async () => {
    await changeLanguage('sk')
    renderApp('/sign-in')
    const b = within(await screen.findByRole('region', { name: 'Súhlas so súbormi cookie' }))
    expect(b.getByRole('button', { name: 'Prijať' })).toBeInTheDocument()
    expect(
      b.getByRole('link', { name: 'Zistiť viac o\u00a0súboroch cookie na stránke Ochrana osobných údajov' }),
    ).toHaveAttribute('href', '/privacy-policy')
  })
})

describe('the consent cookie', { timeout: 20_000 }, () => {
  it('lasts 365 days, is SameSite=Lax and Secure only on https', () => {
    expect(consentCookieString(true, true)).toBe(
      'cookieConsent=true; path=/; max-age=31536000; SameSite=Lax; Secure',
    )
    expect(consentCookieString(false, false)).toBe(
      'cookieConsent=false; path=/; max-age=31536000; SameSite=Lax',
    )
  })
})
