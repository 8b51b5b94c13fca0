import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { auth } from '@/lib/firebase'
import { useRootStore } from '@/stores/root-store'
import { fail, ok, stubApi } from '@/testing/api-stub'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { renderApp, resetSession, signInAs, userFor } from '@/testing/render-app'

afterEach(resetSession)

async function fillSignIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('E-mail'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('signing in', { timeout: 20_000 }, () => {
  it('offers e-mail, password, Google and a way to sign up', async () => {
    renderApp('/sign-in')
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up')
  })

  it('signs the user in with Firebase, asks the API for the profile and goes home', async () => {
    const account = await createEmulatorAccount('signin')
    const api = stubApi()
    let answer: (value: { status: number; body: unknown }) => void = () => undefined
    api.on('POST', '/api/auth/signin', () => new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    renderApp('/sign-in')
    await fillSignIn(user, account.email, account.password)

    // While the request runs the button is disabled and says so.
    const busy = await screen.findByRole('button', { name: /Signing in/ })
    expect(busy).toBeDisabled()
    const call = await waitFor(() => {
      const found = api.calls.find((c) => c.path === '/api/auth/signin')
      expect(found).toBeDefined()
      return found
    })
    const token = call?.headers.get('Authorization')
    expect(token).toMatch(/^Bearer .+/)
    expect(token).toBe(`Bearer ${await auth.currentUser?.getIdToken()}`)

    answer(ok(userFor(account, { username: 'Marta' })))
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(useRootStore.getState().user.currentUser?.username).toBe('Marta')
    expect(await screen.findByRole('link', { name: 'Profile of Marta' })).toBeInTheDocument()
  })

  it('says "Wrong e-mail or password." when Firebase refuses the password', async () => {
    const account = await createEmulatorAccount('wrongpw')
    const api = stubApi()
    const user = userEvent.setup()
    renderApp('/sign-in')
    await fillSignIn(user, account.email, 'not-the-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(api.calls).toHaveLength(0)
    expect(useRootStore.getState().user).toMatchObject({
      currentUser: null,
      error: 'Wrong e-mail or password.',
    })
  })

  it("shows the server's message and undoes the Firebase session when the API refuses", async () => {
    const account = await createEmulatorAccount('apifail')
    const api = stubApi()
    api.on('POST', '/api/auth/signin', () =>
      fail(401, 'invalid_token', 'Your session has expired. Please sign in again.'),
    )
    const user = userEvent.setup()
    renderApp('/sign-in')
    await fillSignIn(user, account.email, account.password)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    )
    expect(auth.currentUser).toBeNull()
    expect(window.location.pathname).toBe('/sign-in')
  })

  it("says 'Something went wrong!' when the server's answer is not understood", async () => {
    const account = await createEmulatorAccount('html')
    const api = stubApi()
    api.on('POST', '/api/auth/signin', () => ({ status: 502, body: '<html>Bad gateway</html>' }))
    const user = userEvent.setup()
    renderApp('/sign-in')
    await fillSignIn(user, account.email, account.password)
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!')
  })

  it('signs in with a Google account through the local account chooser', async () => {
    const api = stubApi()
    api.on('POST', '/api/auth/google', (call) =>
      ok({
        _id: auth.currentUser?.uid,
        username: (call.body as { name: string }).name,
        email: (call.body as { email: string }).email,
        profilePicture: (call.body as { photo: string }).photo,
        favourites: [],
      }),
    )
    const user = userEvent.setup()
    renderApp('/sign-in')
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
    const chooser = within(await screen.findByRole('dialog', { name: 'Sign in with a Google account' }))
    const email = `google-${Date.now()}@example.com`
    await user.type(chooser.getByLabelText(/^Name/), 'Gabriela Horská')
    await user.type(chooser.getByLabelText(/^E-mail/), email)
    await user.type(chooser.getByLabelText('Photo address'), 'https://example.com/gabi.png')
    await user.click(chooser.getByRole('button', { name: 'Continue' }))

    await waitFor(() => expect(window.location.pathname).toBe('/'))
    const call = api.calls.find((c) => c.path === '/api/auth/google')
    expect(call?.body).toEqual({ name: 'Gabriela Horská', email, photo: 'https://example.com/gabi.png' })
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer .+/)
    expect(auth.currentUser?.providerData[0]?.providerId).toBe('google.com')
    expect(auth.currentUser?.email).toBe(email)
    expect(await screen.findByRole('link', { name: 'Profile of Gabriela Horská' })).toBeInTheDocument()
  })

  it('is shown in Slovak with Slovak error texts', async () => {
    const { changeLanguage } = await import('@/i18n')
    await changeLanguage('sk')
    try {
      const account = await createEmulatorAccount('sk')
      stubApi()
      const user = userEvent.setup()
      renderApp('/sign-in')
      await user.type(await screen.findByLabelText('E-mail'), account.email)
      await user.type(screen.getByLabelText('Heslo'), 'zle-heslo-123')
      await user.click(screen.getByRole('button', { name: 'Prihlásiť sa' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Nesprávny e-mail alebo heslo.')
    } finally {
      await changeLanguage('en')
    }
  })
})

describe('the profile guard', { timeout: 20_000 }, () => {
  it('sends a visitor from /profile to sign-in and back to the profile afterwards', async () => {
    const account = await createEmulatorAccount('guard')
    const api = stubApi()
    api.on('POST', '/api/auth/signin', () => ok(userFor(account, { username: 'Peter' })))
    const user = userEvent.setup()
    renderApp('/profile')
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/sign-in')
    expect(new URLSearchParams(window.location.search).get('redirectTo')).toBe('/profile')
    await fillSignIn(user, account.email, account.password)
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/profile')
  })

  it('never sends a user to another site after signing in', async () => {
    const account = await createEmulatorAccount('redirect')
    const api = stubApi()
    api.on('POST', '/api/auth/signin', () => ok(userFor(account)))
    const user = userEvent.setup()
    renderApp('/sign-in?redirectTo=//evil.example.com/')
    await fillSignIn(user, account.email, account.password)
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(window.location.host).toBe('localhost:3000')
  })

  it.each([
    '%2F%09%2Fevil.example',
    '%2F%0A%2Fevil.example',
    '%2F%09%5Cevil.example',
    '%2F%5C%2Fevil.example',
  ])('sends a signed-in user home from /sign-in?redirectTo=%s, never to an error screen', async (target) => {
    const account = await createEmulatorAccount('signedin')
    await signInAs(account, { username: 'Signed' })
    renderApp(`/sign-in?redirectTo=${target}`)
    expect(await screen.findByRole('link', { name: 'Profile of Signed' })).toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(window.location.host).toBe('localhost:3000')
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument()
  })
})
