// The bell and its screen: the header's unread count, every kind of notice in the reader's language with
// a link to what it is about, paging, marking read; the profile's notice settings and unsubscribing.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_NOTICE_SETTINGS, type NoticeDto, type NoticesDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeUser } from '@/testing/event-factories'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { renderApp, renderInApp, renderRoutes, resetSession, signInAs } from '@/testing/render-app'
import NoticeSettingsCard from './components/notice-settings'
import { noticesRoutes, unsubscribeRoutes } from './routes'

let api: ApiStub

const at = (day: number) => `2024-06-${String(day).padStart(2, '0')}T10:00:00.000Z`
const bob = { _id: 'u2', username: 'bob' }

const moderation = (): NoticeDto[] => [
  {
    id: 'n2',
    kind: 'decision-author',
    key: 'checkin:c1',
    label: 'Lake camp',
    action: 'remove',
    reason: 'abusive',
    text: 'Please keep it friendly.',
    createdAt: at(3),
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
    createdAt: at(2),
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
    createdAt: at(1),
    read: true,
  },
]

const activity = (): NoticeDto[] => [
  {
    id: 'a1',
    kind: 'suggestion-received',
    label: 'Lake camp',
    eventId: 'e1',
    suggestionId: 's1',
    actor: bob,
    accepted: [],
    fields: ['title', 'amenities'],
    text: 'The sign says so.',
    createdAt: at(20),
    read: false,
  },
  {
    id: 'a2',
    kind: 'suggestion-decided',
    label: 'Old mill',
    eventId: 'e2',
    suggestionId: 's2',
    actor: null,
    accepted: ['title'],
    fields: ['title', 'description'],
    text: 'Thanks!',
    createdAt: at(19),
    read: true,
  },
  {
    id: 'a3',
    kind: 'suggestion-decided',
    label: 'Old mill',
    eventId: 'e2',
    suggestionId: 's3',
    actor: bob,
    accepted: [],
    fields: ['title'],
    text: '',
    createdAt: at(18),
    read: true,
  },
  {
    id: 'a4',
    kind: 'checkin',
    label: 'Lake camp',
    eventId: 'e1',
    checkinId: 'c1',
    actor: bob,
    state: 'as-described',
    disputed: [],
    createdAt: at(17),
    read: true,
  },
  {
    id: 'a5',
    kind: 'checkin-dispute',
    label: 'Lake camp',
    eventId: 'e1',
    checkinId: 'c2',
    actor: bob,
    state: 'changed',
    disputed: ['water', 'dogs'],
    createdAt: at(16),
    read: true,
  },
  {
    id: 'a6',
    kind: 'wishlist-checkin',
    label: 'Castle',
    eventId: 'e3',
    checkinId: 'c3',
    actor: bob,
    state: 'gone',
    disputed: [],
    createdAt: at(15),
    read: true,
  },
  {
    id: 'a7',
    kind: 'wishlist-change',
    label: 'Castle',
    eventId: 'e3',
    actor: bob,
    fields: ['description'],
    createdAt: at(14),
    read: true,
  },
]

const page = (notices: NoticeDto[], next: string | null = null): NoticesDto => ({
  notices,
  unread: notices.filter((notice) => !notice.read).length,
  next,
})

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  await i18n.loadNamespaces(['notices', 'moderation', 'reports', 'changes'])
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
  api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
})

afterEach(async () => {
  vi.restoreAllMocks()
  await resetSession()
})

/** A traveller signed in to the Auth emulator, as the app's header and guard need. */
async function signIn() {
  return signInAs(await createEmulatorAccount('notices'), { username: 'alice' })
}

/** The notices screen alone, for a stored user (no header, no guard). */
function renderNotices() {
  userActions.success(makeUser({ _id: 'u1', username: 'alice', email: 'alice@example.com' }))
  api.on('GET', '/api/user/notices/unread', () => ok({ unread: 0 }))
  return renderRoutes('/notices', noticesRoutes)
}

const link = (item: HTMLElement) => within(item).getByRole('link')

describe('the bell', { timeout: 40_000 }, () => {
  it('counts the unread notices, opens them, and empties once they are read', async () => {
    await signIn()
    let unread = 2
    let list = moderation()
    api.on('GET', '/api/user/notices/unread', () => ok({ unread }))
    api.on('GET', '/api/user/notices', () => ok({ ...page(list), unread }))
    const marked: unknown[] = []
    api.on('POST', '/api/user/notices/read', (call) => {
      marked.push(call.body)
      const { ids } = call.body as { ids?: string[] }
      list = list.map((notice) => (!ids || ids.includes(notice.id) ? { ...notice, read: true } : notice))
      // 25 more unread on pages not shown yet, until all are marked read
      unread = ids ? 25 : 0
      return ok({ unread })
    })
    renderApp('/')
    const bell = await screen.findByRole('link', { name: 'Notices, 2 unread' }, { timeout: 20_000 })
    // the count is drawn beside the link, whose name says it
    expect(bell.parentElement).toHaveTextContent('2')
    expect(bell).toHaveAttribute('href', '/notices')
    expect(marked).toEqual([])

    await userEvent.click(bell)
    expect(await screen.findByRole('heading', { name: 'Notices', level: 1 })).toBeInTheDocument()
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(3)
    // seen: the ones shown are marked read, and stay marked new while the reader is here
    await waitFor(() => expect(marked).toEqual([{ ids: ['n2', 'n1'] }]))
    expect((await screen.findByRole('link', { name: 'Notices, 25 unread' })).parentElement).toHaveTextContent(
      '25',
    )
    expect(within(items[0]!).getByText('New')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(marked).toEqual([{ ids: ['n2', 'n1'] }, {}]))
    expect((await screen.findByRole('link', { name: 'Notices' })).parentElement).not.toHaveTextContent(/\d/)
    expect(screen.queryByText('New')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument()
  })

  it('is not asked for by a visitor', async () => {
    renderApp('/')
    expect(
      (await screen.findAllByRole('link', { name: 'Sign in' }, { timeout: 20_000 })).length,
    ).toBeGreaterThan(0)
    expect(screen.queryByRole('link', { name: /^Notices/ })).not.toBeInTheDocument()
    expect(api.calls.some((call) => call.path.startsWith('/api/user/notices'))).toBe(false)
  })

  it('shows 99+ for many', async () => {
    await signIn()
    api.on('GET', '/api/user/notices/unread', () => ok({ unread: 120 }))
    renderApp('/')
    const bell = await screen.findByRole('link', { name: 'Notices, 120 unread' }, { timeout: 20_000 })
    expect(bell.parentElement).toHaveTextContent('99+')
  })
})

describe('the notices screen', { timeout: 30_000 }, () => {
  it('says what happened, who did it and links to it, for every kind', async () => {
    api.on('GET', '/api/user/notices', () => ok(page([...activity(), ...moderation()])))
    api.on('POST', '/api/user/notices/read', () => ok({ unread: 0 }))
    renderNotices()
    const items = await screen.findAllByRole('listitem', {}, { timeout: 20_000 })
    expect(items).toHaveLength(10)
    const [received, decided, declined, checkin, dispute, wishCheckin, wishChange, removed, hidden] = items

    expect(within(received!).getByText('Suggested edit · bob')).toBeInTheDocument()
    expect(
      within(received!).getByText('Your event “Lake camp” has a suggested edit of: Title, Amenities.'),
    ).toBeInTheDocument()
    expect(within(received!).getByText('The sign says so.')).toBeInTheDocument()
    expect(within(received!).getByText('New')).toBeInTheDocument()
    expect(within(received!).getByText('20 Jun 2024')).toBeInTheDocument()
    expect(link(received!)).toHaveAttribute('href', '/suggestions')

    expect(
      within(decided!).getByText('Decision on your suggested edit · a former traveller'),
    ).toBeInTheDocument()
    expect(
      within(decided!).getByText('Your suggested edit of “Old mill” was accepted in part: Title.'),
    ).toBeInTheDocument()
    expect(within(decided!).queryByText('New')).not.toBeInTheDocument()
    expect(link(decided!)).toHaveAttribute('href', '/events/e2/history')

    expect(within(declined!).getByText('Your suggested edit of “Old mill” was declined.')).toBeInTheDocument()
    expect(link(declined!)).toHaveAttribute('href', '/suggestions')

    expect(within(checkin!).getByText('Check-in · bob')).toBeInTheDocument()
    expect(within(checkin!).getByText('Your event “Lake camp” was found as described.')).toBeInTheDocument()
    expect(link(checkin!)).toHaveAttribute('href', '/events/e1')

    expect(within(dispute!).getByText('Your event “Lake camp” was found changed.')).toBeInTheDocument()
    expect(within(dispute!).getByText('Found otherwise: Water, Dogs allowed')).toBeInTheDocument()

    expect(within(wishCheckin!).getByText('“Castle” from your wishlist was found gone.')).toBeInTheDocument()
    expect(link(wishCheckin!)).toHaveAttribute('href', '/events/e3')

    expect(
      within(wishChange!).getByText('“Castle” from your wishlist was changed: Description.'),
    ).toBeInTheDocument()
    expect(link(wishChange!)).toHaveAttribute('href', '/events/e3/history')

    // the moderators' notices keep their statement of reasons and how to contest it
    expect(within(removed!).getByText('Check-in “Lake camp”')).toBeInTheDocument()
    expect(
      within(removed!).getByText('Your check-in at “Lake camp” was reviewed and removed.'),
    ).toBeInTheDocument()
    expect(within(removed!).getByText(/If you disagree with this decision/)).toHaveTextContent(
      /within six months .*out-of-court dispute settlement body/,
    )
    expect(within(removed!).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    )
    expect(within(removed!).getByText('Reason: Abusive or offensive')).toBeInTheDocument()
    expect(within(removed!).getByText('Please keep it friendly.')).toBeInTheDocument()
    expect(within(hidden!).getByText(/nobody else sees it until a moderator decides/)).toBeInTheDocument()
    expect(within(items[9]!).getByText(/^The .+ you reported was reviewed and kept\.$/)).toBeInTheDocument()
  })

  it('loads older notices a page at a time', async () => {
    const [first, second] = [activity().slice(0, 4), activity().slice(4)]
    api.on('GET', '/api/user/notices', () =>
      ok(page(api.calls.filter((c) => c.path === '/api/user/notices').length > 1 ? second : first, 'c4')),
    )
    api.on('POST', '/api/user/notices/read', () => ok({ unread: 0 }))
    renderNotices()
    expect(await screen.findAllByRole('listitem', {}, { timeout: 20_000 })).toHaveLength(4)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(7))
    const urls = vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input))
    expect(urls.some((url) => url.endsWith('/api/user/notices?after=c4'))).toBe(true)
  })

  it('says when there are none', async () => {
    api.on('GET', '/api/user/notices', () => ok(page([])))
    renderNotices()
    expect(await screen.findByText(/^No notices yet\./, {}, { timeout: 20_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument()
  })

  it('reads in Slovak', async () => {
    await i18n.changeLanguage('sk')
    await i18n.loadNamespaces(['notices', 'moderation', 'reports', 'changes'])
    api.on('GET', '/api/user/notices', () => ok(page([...activity().slice(0, 1), ...moderation()])))
    api.on('POST', '/api/user/notices/read', () => ok({ unread: 0 }))
    renderNotices()
    expect(await screen.findByText('Návrh úpravy · bob', {}, { timeout: 20_000 })).toBeInTheDocument()
    // (Testing Library reads the no-break spaces as spaces)
    expect(
      screen.getByText('K vášmu tipu „Lake camp“ prišiel návrh úpravy: Názov, Vybavenie.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Návšteva „Lake camp“')).toBeInTheDocument()
    expect(
      screen.getByText('Vaša návšteva miesta „Lake camp“ bola po kontrole vymazaná.'),
    ).toBeInTheDocument()
    expect(screen.getAllByText(/Ak s rozhodnutím nesúhlasíte/)[0]).toHaveTextContent(
      /do šiestich mesiacov .*mimosúdneho riešenia sporov/,
    )
    expect(screen.getByText('Dôvod: Urážlivé alebo útočné')).toBeInTheDocument()
  })
})

describe("the moderators' notices about a suggested edit", { timeout: 30_000 }, () => {
  const aboutSuggestion = (): NoticeDto[] => [
    {
      id: 'm2',
      kind: 'decision-reporter',
      key: 'suggestion:s9',
      label: 'Lake camp',
      action: 'remove',
      reason: 'abusive',
      text: '',
      createdAt: at(5),
      read: true,
    },
    {
      id: 'm1',
      kind: 'hidden',
      key: 'suggestion:s9',
      label: 'Lake camp',
      action: null,
      reason: 'abusive',
      text: '',
      createdAt: at(4),
      read: true,
    },
  ]

  beforeEach(() => {
    api.on('GET', '/api/user/notices', () => ok(page(aboutSuggestion())))
    api.on('POST', '/api/user/notices/read', () => ok({ unread: 0 }))
  })

  it('names it and says what happened to it', async () => {
    renderNotices()
    expect(
      await screen.findByText(
        'The suggested edit of “Lake camp” you reported was reviewed and removed.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/^Your suggested edit of “Lake camp” was reported by travellers/),
    ).toBeInTheDocument()
    expect(screen.getAllByText('Suggested edit “Lake camp”')).toHaveLength(2)
  })

  it('reads in Slovak', async () => {
    await i18n.changeLanguage('sk')
    await i18n.loadNamespaces(['notices', 'moderation', 'reports', 'changes'])
    renderNotices()
    expect(
      await screen.findByText(
        'Návrh úpravy tipu „Lake camp“, ktorý ste nahlásili, bol po kontrole vymazaný.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText(/^Váš návrh úpravy tipu „Lake camp“ cestovatelia nahlásili/)).toBeInTheDocument()
    expect(screen.getAllByText('Návrh úpravy „Lake camp“')).toHaveLength(2)
  })
})

describe('the notice settings', { timeout: 30_000 }, () => {
  it('saves what the bell shows, how e-mails come and their language, and shows a refusal', async () => {
    api.on('GET', '/api/user/notices/settings', () =>
      ok({ settings: DEFAULT_NOTICE_SETTINGS, language: 'en' }),
    )
    const saved: unknown[] = []
    api.on('PUT', '/api/user/notices/settings', (call) => {
      saved.push(call.body)
      if (saved.length > 1) return fail(400, 'notice_settings_invalid', 'These settings cannot be saved.')
      const body = call.body as { settings: typeof DEFAULT_NOTICE_SETTINGS; language: 'en' | 'sk' }
      return ok(body)
    })
    renderInApp(<NoticeSettingsCard userId="u1" />)
    const card = await screen.findByRole('region', { name: 'Notices and e-mail' }, { timeout: 20_000 })
    await within(card).findByRole('button', { name: 'Save' })
    const topic = (name: string) => within(card).getByRole('group', { name })
    const moderators = topic('Moderators’ decisions')
    expect(within(moderators).getByRole('checkbox', { name: 'Show under the bell' })).toBeDisabled()
    expect(within(moderators).getByText(/always shown: it states the reasons/)).toBeInTheDocument()

    await userEvent.click(
      within(topic('Check-ins on your events')).getByRole('checkbox', { name: 'Show under the bell' }),
    )
    await userEvent.click(
      within(topic('Suggested edits of your events')).getByRole('radio', { name: 'Daily digest' }),
    )
    await userEvent.click(within(card).getByRole('radio', { name: 'Slovenčina' }))
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }))
    expect(await within(card).findByText('The settings are saved.')).toBeInTheDocument()
    expect(saved).toEqual([
      {
        settings: {
          ...DEFAULT_NOTICE_SETTINGS,
          checkins: { bell: false, mail: 'digest' },
          suggestions: { bell: true, mail: 'digest' },
        },
        language: 'sk',
      },
    ])

    await userEvent.click(
      within(topic('Your wishlist: new check-ins and changes')).getByRole('radio', { name: 'Never' }),
    )
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }))
    expect(await within(card).findByRole('alert')).toHaveTextContent('Error: These settings cannot be saved.')
  })
})

describe('unsubscribing', { timeout: 30_000 }, () => {
  it("turns a topic's e-mails off once, signed out", async () => {
    api.on('POST', '/api/notices/unsubscribe', () => ok({ topics: ['checkins'], mail: 'never' }))
    renderRoutes('/unsubscribe?token=t0k3n', unsubscribeRoutes)
    expect(
      await screen.findByText(
        /^You will get no more e-mails about “Check-ins on your events”\./,
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Change your notice settings' })).toHaveAttribute(
      'href',
      '/profile#notice-settings',
    )
    const sent = api.calls.filter((call) => call.path === '/api/notices/unsubscribe')
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', body: { token: 't0k3n' } })])
  })

  it("shows the API's message for an invalid link", async () => {
    api.on('POST', '/api/notices/unsubscribe', () =>
      fail(400, 'unsubscribe_invalid', 'This link is no longer valid.'),
    )
    renderRoutes('/unsubscribe?token=bad', unsubscribeRoutes)
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'Error: This link is no longer valid.',
    )
  })
})

describe("the moderators' notice of a merge", { timeout: 30_000 }, () => {
  beforeEach(() => {
    api.on('GET', '/api/user/notices', () =>
      ok(
        page([
          {
            id: 'g1',
            kind: 'decision-author',
            key: 'event:e7',
            label: 'Camp at the lake',
            action: 'merge',
            reason: 'duplicate',
            text: 'One camp, one event.',
            createdAt: at(6),
            read: true,
          },
        ]),
      ),
    )
    api.on('POST', '/api/user/notices/read', () => ok({ unread: 0 }))
  })

  it('tells the author their event was merged, why, and how to contest it', async () => {
    renderNotices()
    expect(
      await screen.findByText(
        'A moderator merged your event “Camp at the lake” with another event of the same place: they are now one event, with every check-in.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('One camp, one event.')).toBeInTheDocument()
    expect(screen.getByText(/If you disagree with this decision/)).toBeInTheDocument()
  })

  it('reads in Slovak', async () => {
    await i18n.changeLanguage('sk')
    await i18n.loadNamespaces(['notices', 'moderation', 'reports', 'changes'])
    renderNotices()
    expect(
      await screen.findByText(
        /^Moderátor zlúčil váš tip „Camp at the lake“ s\siným tipom na to isté miesto/,
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
  })
})
