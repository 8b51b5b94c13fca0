import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_NOTICE_SETTINGS, type OwnCheckinDto, type UserDto } from '@travel/domain'
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { config } from '@/config/env'
import i18n from '@/i18n'
import { auth } from '@/lib/firebase'
import { useRootStore } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { createEmulatorAccount, type EmulatorAccount } from '@/testing/auth-emulator'
import { renderApp, resetSession, signInAs } from '@/testing/render-app'

beforeAll(() => {
  if (!inject('storageServerUrl')) throw new Error('Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set.')
})

afterEach(resetSession)

/** What the real API does on a password or e-mail change: it changes the Auth account. */
async function changeAccount(uid: string, changes: { email?: string; password?: string }) {
  const res = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${config.firebase.projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, ...changes }),
    },
  )
  if (!res.ok) throw new Error(`accounts:update failed: ${res.status}`)
}

/** An API that answers the profile calls like the real one, for the signed-in account. */
function profileApi(account: EmulatorAccount, me: UserDto): ApiStub {
  const api = stubApi()
  api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
  api.on('GET', '/api/user/checkins', () => ok({ checkins: [], next: null }))
  api.on('GET', '/api/user/notices/unread', () => ok({ unread: 0 }))
  api.on('GET', '/api/user/notices/settings', () => ok({ settings: DEFAULT_NOTICE_SETTINGS, language: 'en' }))
  api.on('POST', `/api/user/update/${account.uid}`, async (call) => {
    const body = call.body as Partial<UserDto> & { password?: string }
    if (body.password || body.email)
      await changeAccount(account.uid, { password: body.password, email: body.email })
    const { password: _password, ...profile } = body
    return ok({ ...me, ...profile })
  })
  return api
}

async function openProfile(account: EmulatorAccount, overrides: Partial<UserDto> = {}) {
  const me = await signInAs(account, { username: 'Marta', ...overrides })
  const api = profileApi(account, me)
  renderApp('/profile')
  await screen.findByRole('heading', { name: 'Profile', level: 1 }, { timeout: 10_000 })
  return { me, api }
}

const pngFile = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  )

describe('the profile', { timeout: 30_000 }, () => {
  it("shows the user's picture upload, username, e-mail and an empty password", async () => {
    const account = await createEmulatorAccount('profile')
    await openProfile(account)
    expect(screen.getByLabelText('Profile picture')).toHaveAttribute('type', 'file')
    expect(screen.getByLabelText('Username')).toHaveValue('Marta')
    expect(screen.getByLabelText('E-mail')).toHaveValue(account.email)
    expect(screen.getByLabelText('New password')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled()
  })

  it("sends only the changed username and says 'User is updated successfully!'", async () => {
    const account = await createEmulatorAccount('rename')
    const { api } = await openProfile(account)
    const user = userEvent.setup()
    const username = screen.getByLabelText('Username')
    await user.clear(username)
    await user.type(username, 'Marta Horská')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('User is updated successfully!')).toBeInTheDocument()
    const call = api.calls.find((c) => c.path === `/api/user/update/${account.uid}`)
    expect(call?.body).toEqual({ username: 'Marta Horská' })
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer /)
    expect(useRootStore.getState().user.currentUser?.username).toBe('Marta Horská')
    expect(screen.getByRole('link', { name: 'Profile of Marta Horská' })).toBeInTheDocument()
  })

  it('uploads a new picture to storage and saves its address', async () => {
    const account = await createEmulatorAccount('picture')
    const { api } = await openProfile(account)
    const user = userEvent.setup()
    await user.upload(screen.getByLabelText('Profile picture'), pngFile())
    expect(await screen.findByText(/uploaded successfully/i, {}, { timeout: 10_000 })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('User is updated successfully!')).toBeInTheDocument()
    const body = api.calls.find((c) => c.path === `/api/user/update/${account.uid}`)?.body as {
      profilePicture: string
    }
    expect(Object.keys(body)).toEqual(['profilePicture'])
    expect(body.profilePicture).toContain(encodeURIComponent(`profiles/${account.uid}/`))
    const stored = await fetch(body.profilePicture)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-type')).toContain('image/png')
  })

  it('keeps the user signed in after a password change', async () => {
    const account = await createEmulatorAccount('password')
    await openProfile(account)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('New password'), 'new-secret-77')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('User is updated successfully!')).toBeInTheDocument()
    expect(screen.getByLabelText('New password')).toHaveValue('')
    expect(auth.currentUser?.uid).toBe(account.uid)
    // The session was renewed with the new password: a fresh token can be had.
    await expect(auth.currentUser?.getIdToken(true)).resolves.toMatch(/./)
  })

  it('checks the fields with the same rules as the server before sending', async () => {
    const account = await createEmulatorAccount('invalid')
    const { api } = await openProfile(account)
    const user = userEvent.setup()
    const email = screen.getByLabelText('E-mail')
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.type(screen.getByLabelText('New password'), '123')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument()
    expect(api.calls.some((c) => c.path.startsWith('/api/user/update'))).toBe(false)
  })

  it('says so when nothing was changed', async () => {
    const account = await createEmulatorAccount('nothing')
    await openProfile(account)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Change at least one field.')
  })

  it("shows the server's reason and keeps the user when the update fails", async () => {
    const account = await createEmulatorAccount('conflict')
    const { api } = await openProfile(account)
    api.on('POST', `/api/user/update/${account.uid}`, () =>
      fail(409, 'email_exists', 'An account with this e-mail already exists.'),
    )
    const user = userEvent.setup()
    const email = screen.getByLabelText('E-mail')
    await user.clear(email)
    await user.type(email, 'taken@example.com')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.')
    expect(useRootStore.getState().user).toMatchObject({
      currentUser: { email: account.email },
      error: 'An account with this e-mail already exists.',
      loading: false,
    })
  })

  it('shows at the name field why the server refused a new name', async () => {
    const account = await createEmulatorAccount('removedname')
    const { api } = await openProfile(account)
    const reason = 'A moderator removed your name; your profile keeps the neutral one.'
    api.on('POST', `/api/user/update/${account.uid}`, () =>
      fail(400, 'validation_failed', 'Check the highlighted fields.', { username: reason }),
    )
    const user = userEvent.setup()
    const name = screen.getByLabelText('Username')
    await user.clear(name)
    await user.type(name, 'Back Again')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    expect(await screen.findByText(reason)).toBeInTheDocument()
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true')
  })

  it('signs out after confirmation and goes home', async () => {
    const account = await createEmulatorAccount('signout')
    const { api } = await openProfile(account)
    api.on('GET', '/api/auth/signout', () => ok(null))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Sign out?' }))
    await user.click(dialog.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(api.calls.some((c) => c.method === 'GET' && c.path === '/api/auth/signout')).toBe(true)
    expect(auth.currentUser).toBeNull()
    expect(useRootStore.getState().user.currentUser).toBeNull()
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('keeps everything when the user cancels the sign-out', async () => {
    const account = await createEmulatorAccount('stay')
    const { api } = await openProfile(account)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Sign out?' }))
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.calls.some((c) => c.path === '/api/auth/signout')).toBe(false)
    expect(auth.currentUser?.uid).toBe(account.uid)
  })

  it('deletes the account after confirmation and forgets the user', async () => {
    const account = await createEmulatorAccount('delete')
    const { api } = await openProfile(account)
    api.on('DELETE', `/api/user/delete/${account.uid}`, () => ok({ message: 'User has been deleted!' }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete your account?' }))
    await user.click(dialog.getByRole('button', { name: 'Yes, delete my account' }))
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(auth.currentUser).toBeNull()
    expect(useRootStore.getState().user.currentUser).toBeNull()
    expect(JSON.parse(localStorage.getItem('root') ?? '{}').state.user.currentUser).toBeNull()
  })

  it('shows why the account could not be deleted, in the dialog', async () => {
    const account = await createEmulatorAccount('nodelete')
    const { api } = await openProfile(account)
    api.on('DELETE', `/api/user/delete/${account.uid}`, () =>
      fail(403, 'forbidden', 'You are not allowed to do that.'),
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Delete account' }))
    const dialogEl = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await user.click(within(dialogEl).getByRole('button', { name: 'Yes, delete my account' }))
    expect(await within(dialogEl).findByRole('alert')).toHaveTextContent('You are not allowed to do that.')
    expect(window.location.pathname).toBe('/profile')
    expect(useRootStore.getState().user).toMatchObject({
      currentUser: { _id: account.uid },
      error: 'You are not allowed to do that.',
    })
  })
})

describe('my check-ins', { timeout: 30_000 }, () => {
  it('lists where the user checked in, linking each event, a page at a time', async () => {
    const account = await createEmulatorAccount('checkins')
    const me = await signInAs(account, { username: 'Marta' })
    const api = profileApi(account, me)
    const checkin = (n: number, overrides: Partial<OwnCheckinDto> = {}): OwnCheckinDto => ({
      _id: `c${n}`,
      eventID: `e${n}`,
      event: { _id: `e${n}`, title: `Camp ${n}` },
      user: { _id: account.uid, username: 'Marta' },
      visitDate: '2024-06-01',
      state: 'as-described',
      rating: null,
      text: '',
      photos: [],
      access: 0,
      createdAt: '2024-06-02T10:00:00.000Z',
      updatedAt: '2024-06-02T10:00:00.000Z',
      ...overrides,
    })
    let asked = 0
    api.on('GET', '/api/user/checkins', () =>
      ok(
        asked++ === 0
          ? { checkins: [checkin(1, { state: 'gone', rating: 2 }), checkin(2)], next: 'page-2' }
          : { checkins: [checkin(3, { visitDate: '2023-08-15', rating: 5 })], next: null },
      ),
    )
    renderApp('/profile')

    const list = await screen.findByRole('region', { name: 'My check-ins' }, { timeout: 10_000 })
    const first = (await within(list).findByRole('link', { name: 'Camp 1' })).closest('li') as HTMLElement
    expect(within(first).getByRole('link', { name: 'Camp 1' })).toHaveAttribute('href', '/events/e1')
    expect(within(first).getByText('1 Jun 2024')).toBeInTheDocument()
    expect(within(first).getByText('Gone')).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument()
    expect(within(list).queryByRole('link', { name: 'Camp 3' })).not.toBeInTheDocument()

    await userEvent.click(within(list).getByRole('button', { name: 'Show more' }))
    const third = (await within(list).findByRole('link', { name: 'Camp 3' })).closest('li') as HTMLElement
    expect(within(third).getByText('15 Aug 2023')).toBeInTheDocument()
    expect(within(third).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })

  it('says when there are none yet', async () => {
    const account = await createEmulatorAccount('no-checkins')
    await openProfile(account)
    expect(await screen.findByText('You have not checked in anywhere yet.')).toBeInTheDocument()
  })
})

describe('downloading my data', { timeout: 30_000 }, () => {
  let saved: { blob: Blob; fileName: string }[]

  beforeEach(() => {
    // jsdom cannot save files: the test stands in for the browser's save step and keeps what it got.
    saved = []
    let blob: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
      blob = value as Blob
      return 'blob:http://localhost/my-data'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob && this.href === 'blob:http://localhost/my-data') saved.push({ blob, fileName: this.download })
    })
  })

  afterEach(async () => {
    vi.restoreAllMocks()
    await i18n.changeLanguage('en')
  })

  it('saves the ZIP the API gives, asked for with the user’s token, and says it is saved', async () => {
    const account = await createEmulatorAccount('mydata')
    const { api } = await openProfile(account)
    api.on('GET', '/api/user/export.zip', () => ({
      status: 200,
      body: 'PK-the-archive',
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="my-data-2026-11-26.zip"',
      },
    }))
    const section = screen.getByRole('region', { name: 'Your data' })
    expect(within(section).getByText(/your reports and notices, and every file you uploaded/)).toBeVisible()
    await userEvent.click(within(section).getByRole('button', { name: 'Download my data' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]?.fileName).toBe('my-data-2026-11-26.zip')
    expect(await saved[0]?.blob.text()).toBe('PK-the-archive')
    expect(await within(section).findByRole('status')).toHaveTextContent('Your data has been saved.')
    const call = api.calls.find((c) => c.path === '/api/user/export.zip')
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer ./)
  })

  it('says why the data could not be downloaded, in Slovak to a Slovak reader', async () => {
    const account = await createEmulatorAccount('mydatafail')
    await i18n.changeLanguage('sk')
    const me = await signInAs(account, { username: 'Marta' })
    const api = profileApi(account, me)
    api.on('GET', '/api/user/export.zip', () => fail(401, 'invalid_token', 'Vaše prihlásenie vypršalo.'))
    renderApp('/profile')
    const section = await screen.findByRole('region', { name: 'Vaše údaje' }, { timeout: 10_000 })
    await userEvent.click(within(section).getByRole('button', { name: 'Stiahnuť moje údaje' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Vaše údaje sa nepodarilo stiahnuť: Vaše prihlásenie vypršalo.',
    )
    expect(saved).toEqual([])
  })
})
