// What moderation tells a traveller: the header's count of unread notices, the profile's list of them in
// the reader's language (marked read once seen), and their own items that reports hide from others.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NoticeDto, OwnCheckinDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { renderApp, renderRoutes, resetSession, signInAs } from '@/testing/render-app'
import { eventDetailRoutes } from '@/features/event-detail/routes'

let api: ApiStub

const me = () => makeUser({ _id: 'u1', username: 'alice', email: 'alice@example.com' })

const notices = (): NoticeDto[] => [
  {
    id: 'n2',
    kind: 'decision-author',
    key: 'checkin:c1',
    label: 'Lake camp',
    action: 'remove',
    reason: 'abusive',
    text: 'Please keep it friendly.',
    createdAt: '2024-06-03T10:00:00.000Z',
    read: false,
  },
  {
    id: 'n1',
    kind: 'hidden',
    key: 'event:e1',
    label: 'Forest road',
    action: null,
    reason: 'spam',
    text: '',
    createdAt: '2024-06-02T10:00:00.000Z',
    read: false,
  },
  {
    id: 'n0',
    kind: 'decision-reporter',
    key: 'user:u9',
    label: 'rude-name',
    action: 'keep',
    reason: 'no-breach',
    text: '',
    createdAt: '2024-06-01T10:00:00.000Z',
    read: true,
  },
]

const hiddenCheckin = (): OwnCheckinDto => ({
  _id: 'c2',
  eventID: 'e3',
  user: { _id: 'u1', username: 'alice' },
  visitDate: '2024-06-01',
  state: 'as-described',
  rating: null,
  text: '',
  photos: ['http://127.0.0.1:9199/v0/b/demo.appspot.com/o/c%2Fp1.jpg?alt=media'],
  access: 0,
  createdAt: '2024-06-02T10:00:00.000Z',
  updatedAt: '2024-06-02T10:00:00.000Z',
  hidden: true,
  hiddenPhotos: ['http://127.0.0.1:9199/v0/b/demo.appspot.com/o/c%2Fp1.jpg?alt=media'],
  event: { _id: 'e3', title: 'Mountain pass' },
})

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
  api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
})

afterEach(async () => {
  vi.restoreAllMocks()
  await resetSession()
})

/** A signed-in traveller: the app keeps a stored user only while Firebase has them signed in. */
async function signIn() {
  return signInAs(await createEmulatorAccount('notices'), { username: 'alice' })
}

describe('notices', { timeout: 40_000 }, () => {
  it('counts the unread ones in the header, lists them on the profile and marks them read there', async () => {
    const user = await signIn()
    let list = notices()
    api.on('GET', '/api/user/notices', () =>
      ok({ notices: list, unread: list.filter((notice) => !notice.read).length }),
    )
    const marked: unknown[] = []
    api.on('POST', '/api/user/notices/read', (call) => {
      marked.push(call.body)
      list = list.map((notice) => ({ ...notice, read: true }))
      return ok({ unread: 0 })
    })
    api.on('GET', '/api/user/checkins', () =>
      ok({ checkins: [{ ...hiddenCheckin(), user: { _id: user._id, username: 'alice' } }], next: null }),
    )
    renderApp('/')
    const badge = await screen.findByRole('link', { name: '2 unread notices' }, { timeout: 20_000 })
    expect(badge).toHaveTextContent('2')
    expect(badge).toHaveAttribute('href', '/profile#notices')
    expect(marked).toEqual([])

    window.history.pushState({}, '', '/profile')
    window.dispatchEvent(new PopStateEvent('popstate'))
    const section = await screen.findByRole('region', { name: 'Notices' }, { timeout: 20_000 })
    const items = await within(section).findAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0]!).getByText('Check-in “Lake camp”')).toBeInTheDocument()
    expect(
      within(items[0]!).getByText('Your check-in at “Lake camp” was reviewed and removed.'),
    ).toBeInTheDocument()
    // the author is told how to contest the decision: the internal complaint, then out of court
    expect(within(items[0]!).getByText(/If you disagree with this decision/)).toHaveTextContent(
      /within six months .*out-of-court dispute settlement body/,
    )
    expect(within(items[0]!).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    )
    expect(within(items[0]!).getByText('Reason: Abusive or offensive')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Please keep it friendly.')).toBeInTheDocument()
    expect(within(items[0]!).getByText('3 Jun 2024')).toBeInTheDocument()
    expect(within(items[0]!).getByText('New')).toBeInTheDocument()
    expect(within(items[1]!).getByText('Event “Forest road”')).toBeInTheDocument()
    expect(within(items[1]!).getByText(/nobody else sees it until a moderator decides/)).toBeInTheDocument()
    expect(within(items[1]!).getByText('Reason: Spam or advertising')).toBeInTheDocument()
    expect(within(items[2]!).getByText(/^The .+ you reported was reviewed and kept\.$/)).toBeInTheDocument()
    // a reporter whose report did not remove the item may contest that too
    expect(within(items[2]!).getByText(/If you disagree with this decision/)).toBeInTheDocument()
    expect(within(items[2]!).getByText('Reason: Breaks no rule')).toBeInTheDocument()
    expect(within(items[2]!).queryByText('New')).not.toBeInTheDocument()

    await waitFor(() => expect(marked).toEqual([{ ids: ['n2', 'n1'] }]))
    await waitFor(() => expect(screen.queryByRole('link', { name: /unread notice/ })).not.toBeInTheDocument())
    // still marked new while the reader is here
    expect(within(items[0]!).getByText('New')).toBeInTheDocument()

    // their own check-in that reports hide, with its hidden photo
    const own = await screen.findByRole('region', { name: 'My check-ins' })
    expect(await within(own).findByText('Hidden while it is reviewed')).toBeInTheDocument()
    expect(within(own).getByText('1 photo hidden while it is reviewed')).toBeInTheDocument()
  })

  it('reads in Slovak', async () => {
    await i18n.changeLanguage('sk')
    await signIn()
    api.on('GET', '/api/user/notices', () => ok({ notices: notices(), unread: 2 }))
    api.on('POST', '/api/user/notices/read', () => ok({ unread: 0 }))
    api.on('GET', '/api/user/checkins', () => ok({ checkins: [], next: null }))
    renderApp('/profile')
    const section = await screen.findByRole('region', { name: 'Oznámenia' }, { timeout: 20_000 })
    expect(await within(section).findByText('Návšteva „Lake camp“')).toBeInTheDocument()
    expect(
      within(section).getByText('Vaša návšteva miesta „Lake camp“ bola po kontrole vymazaná.'),
    ).toBeInTheDocument()
    expect(within(section).getAllByText(/Ak s rozhodnutím nesúhlasíte/)[0]).toHaveTextContent(
      /do šiestich mesiacov .*mimosúdneho riešenia sporov/,
    )
    expect(within(section).getByText('Dôvod: Urážlivé alebo útočné')).toBeInTheDocument()
  })
})

describe("the author's hidden event", { timeout: 30_000 }, () => {
  it('says on its page that it is hidden while reviewed, and can still be edited', async () => {
    userActions.success(me())
    const event = makeEvent({
      _id: 'e1',
      title: 'Forest road',
      user: { _id: 'u1', username: 'alice' },
      hidden: true,
    })
    api.on('GET', '/api/events/e1', () => ok(event))
    api.on('GET', '/api/events/e1/checkins', () => ok({ checkins: [], next: null }))
    renderRoutes('/events/e1', eventDetailRoutes)
    expect(
      await screen.findByText('Hidden while it is reviewed', {}, { timeout: 20_000 }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/Travellers reported this event\. Nobody else sees it until a moderator decides/),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Edit/ })).toBeEnabled()
  })

  it('is marked on its card in My events', async () => {
    const user = await signIn()
    api.on('GET', '/api/events', () => ({
      status: 200,
      body: {
        success: true,
        data: [
          makeEvent({
            _id: 'e1',
            title: 'Forest road',
            user: { _id: user._id, username: 'alice' },
            hidden: true,
          }),
        ],
        nextCursor: null,
      },
    }))
    api.on('GET', '/api/user/notices', () => ok({ notices: [], unread: 0 }))
    renderApp('/my-events')
    const card = await screen.findByRole('link', { name: /Forest road/ }, { timeout: 20_000 })
    expect(within(card).getByText('Hidden while it is reviewed')).toBeInTheDocument()
  })
})
