import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fail, ok, stubApi } from '@/testing/api-stub'
import { renderApp, resetSession } from '@/testing/render-app'

afterEach(resetSession)

async function fillSignUp(
  user: ReturnType<typeof userEvent.setup>,
  values: { username: string; email: string; password: string },
) {
  await user.type(await screen.findByLabelText('Username'), values.username)
  await user.type(screen.getByLabelText('E-mail'), values.email)
  await user.type(screen.getByLabelText('Password'), values.password)
  await user.click(screen.getByRole('button', { name: 'Sign up' }))
}

const newcomer = { username: 'Zuzana', email: 'zuzana@example.com', password: 'correct-horse-42' }

describe('signing up', { timeout: 20_000 }, () => {
  it('offers username, e-mail, password, Google and a way to sign in', async () => {
    renderApp('/sign-up')
    expect(await screen.findByRole('heading', { name: 'Sign up', level: 1 })).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    const main = within(screen.getByRole('main'))
    expect(main.getByText('Have an account?')).toBeInTheDocument()
    expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
  })

  it('sends the new account to the API and leads to sign-in with the e-mail filled in', async () => {
    const api = stubApi()
    api.on('POST', '/api/auth/signup', (call) =>
      ok(
        { _id: 'new-uid', ...(call.body as object), password: undefined, profilePicture: '', favourites: [] },
        201,
      ),
    )
    const user = userEvent.setup()
    renderApp('/sign-up')
    await fillSignUp(user, newcomer)
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/sign-in')
    expect(api.calls.find((c) => c.path === '/api/auth/signup')?.body).toEqual(newcomer)
    expect(screen.getByRole('status')).toHaveTextContent('Your account is ready.')
    expect(screen.getByLabelText('E-mail')).toHaveValue('zuzana@example.com')
  })

  it('says what is wrong with the fields before sending anything', async () => {
    const api = stubApi()
    const user = userEvent.setup()
    renderApp('/sign-up')
    await fillSignUp(user, { username: 'Zu', email: 'not-an-email', password: '123' })
    expect(await screen.findByText('Username must be 3 to 40 characters long.')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })

  it('gives the clearer reason when the e-mail is taken', async () => {
    const api = stubApi()
    api.on('POST', '/api/auth/signup', () =>
      fail(409, 'email_exists', 'An account with this e-mail already exists.'),
    )
    const user = userEvent.setup()
    renderApp('/sign-up')
    await fillSignUp(user, newcomer)
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.')
    expect(window.location.pathname).toBe('/sign-up')
  })

  it("says 'Something went wrong!' when the server fails", async () => {
    const api = stubApi()
    api.on('POST', '/api/auth/signup', () => ({ status: 500, body: {} }))
    const user = userEvent.setup()
    renderApp('/sign-up')
    await fillSignUp(user, newcomer)
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled())
  })
})
