import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { config } from '@/config/env'
import { changeLanguage } from '@/i18n'
import { auth } from '@/lib/firebase'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { stubApi } from '@/testing/api-stub'
import { renderApp, resetSession, signInAs, userFor } from '@/testing/render-app'

afterEach(async () => {
  await changeLanguage('en')
  await resetSession()
})

// jsdom applies no media queries, so the screen is as narrow as a phone: the links are in the menu.
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^(Open menu|Otvoriť menu)$/ }))
  return within(await screen.findByRole('dialog', { name: /^Menu$/ }))
}

describe('the header', { timeout: 20_000 }, () => {
  it('offers a visitor home, my events, wishlist and sign-in', async () => {
    const user = userEvent.setup()
    renderApp('/privacy-policy')
    await screen.findByRole('heading', { name: 'Privacy policy', level: 1 })
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    expect(screen.getByRole('img', { name: /caravan and an off-road car/ })).toBeInTheDocument()
    const nav = within((await openMenu(user)).getByRole('navigation', { name: 'Main navigation' }))
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(nav.getByRole('link', { name: 'My events' })).toHaveAttribute('href', '/my-events')
    expect(nav.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist')
    expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    expect(screen.queryByRole('link', { name: /^Profile of/ })).not.toBeInTheDocument()
  })

  it("shows a signed-in user's picture linking to the profile instead of sign-in", async () => {
    const account = await createEmulatorAccount('header')
    await signInAs(account, { username: 'Marta', profilePicture: 'https://example.com/marta.png' })
    renderApp('/privacy-policy')
    const profile = await screen.findByRole('link', { name: 'Profile of Marta' })
    expect(profile).toHaveAttribute('href', '/profile')
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
  })

  it('has a phone menu that works with the keyboard', async () => {
    const user = userEvent.setup()
    renderApp('/privacy-policy')
    const button = await screen.findByRole('button', { name: 'Open menu' })
    button.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist')
    expect(within(menu).getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument())
    expect(button).toHaveFocus()
    // The drawer is loaded on the first opening; it opens again from then on.
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
  })
})

describe('the footer', { timeout: 20_000 }, () => {
  it('gives the contact e-mail and phone, social links and the copyright line', async () => {
    renderApp('/privacy-policy')
    const footer = await screen.findByRole('contentinfo')
    const f = within(footer)
    expect(f.getByRole('link', { name: `E-mail: ${config.contact.email}` })).toHaveAttribute(
      'href',
      `mailto:${config.contact.email}`,
    )
    expect(f.getByRole('link', { name: `Phone: ${config.contact.phone}` }).getAttribute('href')).toMatch(
      /^tel:\+/,
    )
    expect(f.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      config.social.facebook,
    )
    expect(f.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeInTheDocument()
    expect(f.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toBeInTheDocument()
    expect(
      f.getByText(`© ${new Date().getFullYear()} Off-road & On-road Travel. All rights reserved.`),
    ).toBeInTheDocument()
    expect(f.getByRole('link', { name: config.agency.name || 'Web agency' })).toHaveAttribute(
      'href',
      config.agency.url,
    )
  })
})

describe('languages', { timeout: 20_000 }, () => {
  it('switches the whole screen to Slovak and remembers the choice', async () => {
    const user = userEvent.setup()
    renderApp('/privacy-policy')
    await screen.findByRole('heading', { name: 'Privacy policy', level: 1 })
    const menu = await openMenu(user)
    await user.click(menu.getByRole('button', { name: 'SK (Slovenčina)' }))
    // the Slovak texts load on first use
    await waitFor(() =>
      expect(menu.getByRole('button', { name: 'SK (Slovenčina)' })).toHaveAttribute('aria-pressed', 'true'),
    )
    expect(menu.getByRole('button', { name: 'EN (English)' })).toHaveAttribute('aria-pressed', 'false')
    expect(menu.getByRole('link', { name: 'Zoznam želaní' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(
      await screen.findByRole('heading', { name: 'Ochrana osobných údajov', level: 1 }),
    ).toBeInTheDocument()
    expect(localStorage.getItem('lang')).toBe('sk')
    expect(document.documentElement.lang).toBe('sk')
    // the footer too, the agency that built the site included, unless its own name is configured
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByText(/Tvorba webu:/)).toBeInTheDocument()
    if (!config.agency.name) expect(footer.getByRole('link', { name: 'Webová agentúra' })).toBeInTheDocument()
  })
})

describe('the session', { timeout: 20_000 }, () => {
  it('is persisted in localStorage under root, version 1', async () => {
    const account = await createEmulatorAccount('persist')
    const user = await signInAs(account)
    const saved = JSON.parse(localStorage.getItem('root') ?? 'null') as {
      version: number
      state: { user: { currentUser: unknown } }
    }
    expect(saved.version).toBe(1)
    expect(saved.state.user.currentUser).toEqual(user)
  })

  it('ends in this tab when the user signs out in another one', async () => {
    const account = await createEmulatorAccount('tabs')
    await signInAs(account, { username: 'Jozef' })
    renderApp('/privacy-policy')
    await screen.findByRole('link', { name: 'Profile of Jozef' })
    // Firebase shares the session between tabs; a sign-out elsewhere reaches this tab as an auth change.
    await signOut(auth)
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Profile of Jozef' })).not.toBeInTheDocument()
  })
})

describe('the stored state of another tab', { timeout: 20_000 }, () => {
  it('is picked up when the other tab changes it', async () => {
    renderApp('/privacy-policy')
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    const account = await createEmulatorAccount('othertab')
    await signInWithEmailAndPassword(auth, account.email, account.password)
    // What the other tab's store wrote after signing in; the browser then tells this tab.
    const saved = {
      version: 1,
      state: {
        user: { currentUser: userFor(account, { username: 'Zora' }) },
        wishlists: { wishlistsItems: [] },
      },
    }
    localStorage.setItem('root', JSON.stringify(saved))
    window.dispatchEvent(new StorageEvent('storage', { key: 'root', storageArea: localStorage }))
    expect(await screen.findByRole('link', { name: 'Profile of Zora' })).toBeInTheDocument()
  })
})

describe('the profile guard', { timeout: 20_000 }, () => {
  it('sends a user home when the session ends while on the profile', async () => {
    const account = await createEmulatorAccount('guardhome')
    await signInAs(account, { username: 'Ivana' })
    stubApi().on('GET', '/api/events', () => ({
      status: 200,
      body: { success: true, data: [], nextCursor: null },
    }))
    renderApp('/profile')
    expect(
      await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    await signOut(auth)
    await waitFor(() => expect(window.location.pathname).toBe('/'))
  })
})

describe('the browser tab', { timeout: 20_000 }, () => {
  it('names the screen and the site, and only the site after leaving it', async () => {
    const user = userEvent.setup()
    renderApp('/sign-in')
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    // the title follows the screen's first render, a moment later on a busy machine
    await waitFor(() => expect(document.title).toBe('Sign in | Off-road & On-road Travel'))
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign up' }))
    await screen.findByRole('heading', { name: 'Sign up', level: 1 })
    await waitFor(() => expect(document.title).toBe('Sign up | Off-road & On-road Travel'))
  })
})

describe('an unknown address', { timeout: 20_000 }, () => {
  it('shows a page-not-found screen with a way back home', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
})
