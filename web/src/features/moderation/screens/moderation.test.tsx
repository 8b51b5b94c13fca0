// The moderators' screen: who may see it, the queue as moderators read it, the decisions with their
// reasons (removing asks once more), and the log a page at a time.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ModerationLogEntryDto, ModerationQueueItemDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiAnswer, type ApiStub } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { renderApp, renderRoutes, resetSession, signInAs } from '@/testing/render-app'
import { moderationRoutes } from '../routes'

let api: ApiStub

const moderator = () =>
  makeUser({ _id: 'mod-1', username: 'mira', email: 'mira@example.com', moderator: true })

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()

const hiddenEvent = (): ModerationQueueItemDto => ({
  key: 'event:e1',
  item: { type: 'event', event: makeEvent({ _id: 'e1', title: 'Lake camp' }) },
  hidden: true,
  reporters: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'wrong-info', count: 1 },
  ],
  texts: ['It is an advert for a shop.', 'The place is a car park.'],
  firstReportedAt: daysAgo(3),
  lastReportedAt: daysAgo(1),
  version: 3,
})

const reportedCheckin = (): ModerationQueueItemDto => ({
  key: 'checkin:c1',
  item: {
    type: 'checkin',
    checkin: {
      _id: 'c1',
      eventID: 'e2',
      user: { _id: 'carol-1', username: 'carol' },
      visitDate: '2024-06-01',
      state: 'as-described',
      rating: null,
      text: 'Rude words here.',
      photos: [],
      access: 0,
      createdAt: '2024-06-02T10:00:00.000Z',
      updatedAt: '2024-06-02T10:00:00.000Z',
    },
    event: { _id: 'e2', title: 'Forest road' },
  },
  hidden: false,
  reporters: 1,
  reasons: [{ reason: 'abusive', count: 1 }],
  texts: [],
  firstReportedAt: daysAgo(0),
  lastReportedAt: daysAgo(0),
  version: 1,
})

const reportedSuggestion = (): ModerationQueueItemDto => ({
  key: 'suggestion:s1',
  item: {
    type: 'suggestion',
    suggestion: {
      id: 's1',
      eventId: 'e3',
      eventTitle: 'Mill camp',
      by: { _id: 'tom-1', username: 'tomas' },
      reason: 'The owner is a fool.',
      changes: [{ field: 'title', before: 'Mill camp', after: 'Camp of a fool' }],
      basedOn: '2024-06-01T10:00:00.000Z',
      state: 'open',
      createdAt: '2024-06-02T10:00:00.000Z',
      outdated: [],
      outdatedFacts: [],
      toModerators: false,
      decidedAt: null,
      decidedBy: null,
      accepted: [],
      acceptedFacts: [],
      answer: '',
    },
    event: { _id: 'e3', title: 'Mill camp' },
  },
  hidden: true,
  reporters: 3,
  reasons: [{ reason: 'abusive', count: 3 }],
  texts: ['Insults in the reason.'],
  firstReportedAt: daysAgo(1),
  lastReportedAt: daysAgo(0),
  version: 3,
})

/** Serves the queue: `pages[i]` on the i-th request (the last repeats). */
function serveQueue(...pages: ModerationQueueItemDto[][]) {
  let asked = 0
  api.on('GET', '/api/moderation/queue', () =>
    ok({ items: pages[Math.min(asked++, pages.length - 1)] ?? [], next: null }),
  )
}

async function openQueue() {
  renderRoutes('/moderation', moderationRoutes)
  return screen.findByRole('list', { name: 'Reported items' }, { timeout: 20_000 })
}

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/moderation/merges', () => ok({ items: [], next: null }))
  api.on('GET', '/api/suggestions/overdue', () => ok({ suggestions: [] }))
})

afterEach(async () => {
  vi.restoreAllMocks()
  await resetSession()
})

describe('who sees the moderation screen', { timeout: 30_000 }, () => {
  it('sends a visitor to sign in', async () => {
    api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
    renderApp('/moderation')
    expect(
      await screen.findByRole('heading', { name: 'Sign in', level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument()
  })

  it('tells a signed-in traveller who does not moderate that the page is for moderators', async () => {
    const user = makeUser({ _id: 'u1', username: 'bob' })
    userActions.success(user)
    api.on('GET', '/api/user', () => ok(user))
    renderRoutes('/moderation', moderationRoutes)
    expect(
      await screen.findByRole('heading', { name: 'Only for moderators', level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
    expect(api.calls.map((call) => call.path)).not.toContain('/api/moderation/queue')
  })

  it('lets in a moderator whose stored profile predates the role, once the server says so', async () => {
    const user = makeUser({ _id: 'mod-2', username: 'newmod' })
    userActions.success(user)
    api.on('GET', '/api/user', () => ok({ ...user, moderator: true }))
    serveQueue([])
    renderRoutes('/moderation', moderationRoutes)
    expect(
      await screen.findByText('Nothing is waiting: there are no open reports.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument()
    expect(useRootStore.getState().user.currentUser?.moderator).toBe(true)
  })

  it('points to the suggested edits whose authors have been silent for 14 days', async () => {
    userActions.success(makeUser({ _id: 'mod-3', username: 'mira', moderator: true }))
    const item = reportedSuggestion().item
    if (item?.type !== 'suggestion') throw new Error('the fixture is a reported suggestion')
    const overdue = (id: string) => ({ ...item.suggestion, id, toModerators: true })
    api.on('GET', '/api/suggestions/overdue', () => ok({ suggestions: [overdue('s7'), overdue('s8')] }))
    serveQueue([])
    renderRoutes('/moderation', moderationRoutes)
    expect(
      await screen.findByText(
        '2 suggested edits have waited 14 days for their authors.',
        {},
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Decide them' })).toHaveAttribute('href', '/suggestions#overdue')
  })

  it('shows the header link to moderators only', async () => {
    api.on('GET', '/api/user/notices/unread', () => ok({ unread: 0 }))
    const user = userEvent.setup()
    // jsdom applies no media queries, so the screen is as narrow as a phone: the links are in the menu
    const menuLinks = async () => {
      await user.click(await screen.findByRole('button', { name: 'Open menu' }, { timeout: 20_000 }))
      const menu = await screen.findByRole('dialog', { name: 'Menu' })
      return within(within(menu).getByRole('navigation', { name: 'Main navigation' }))
    }
    await signInAs(await createEmulatorAccount('traveller'))
    const view = renderApp('/privacy-policy')
    expect((await menuLinks()).queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument()
    view.unmount()
    await resetSession()

    await signInAs(await createEmulatorAccount('moderator'), { moderator: true })
    renderApp('/privacy-policy')
    expect((await menuLinks()).getByRole('link', { name: 'Moderation' })).toHaveAttribute(
      'href',
      '/moderation',
    )
  })
})

describe('the queue', { timeout: 40_000 }, () => {
  it('shows each item as readers see it, why and by how many it was reported, since when and what they wrote', async () => {
    userActions.success(moderator())
    serveQueue([hiddenEvent(), reportedCheckin()])
    const list = await openQueue()
    const [event, checkin] = within(list).getAllByRole('listitem', { name: /^(Event|Check-in)$/ })
    expect(within(event!).getByRole('link', { name: 'Lake camp' })).toHaveAttribute('href', '/events/e1')
    expect(within(event!).getByText('Hidden')).toBeInTheDocument()
    expect(within(event!).getByText(/Reported by 3 people · first reported 3 days ago/)).toBeInTheDocument()
    expect(within(event!).getByText('Spam or advertising (2)')).toBeInTheDocument()
    expect(within(event!).getByText('Wrong information (1)')).toBeInTheDocument()
    expect(within(event!).getByText('It is an advert for a shop.')).toBeInTheDocument()
    expect(within(event!).getByRole('button', { name: 'Restore “Lake camp”' })).toBeInTheDocument()

    expect(within(checkin!).getByText('Rude words here.')).toBeInTheDocument()
    expect(within(checkin!).getByRole('link', { name: 'Forest road' })).toHaveAttribute('href', '/events/e2')
    expect(within(checkin!).getByText(/Reported by 1 person · first reported today/)).toBeInTheDocument()
    expect(within(checkin!).queryByText('Hidden')).not.toBeInTheDocument()
    // only a hidden item can be restored
    expect(within(checkin!).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument()
  })

  it('keeps an item with the reason and the note given, and the queue leaves it out', async () => {
    userActions.success(moderator())
    serveQueue([hiddenEvent(), reportedCheckin()], [reportedCheckin()])
    const sent: unknown[] = []
    api.on('POST', '/api/moderation/items/event%3Ae1/decision', (call) => {
      sent.push(call.body)
      return ok({ key: 'event:e1', action: 'keep', removed: false, hidden: false })
    })
    api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
    const list = await openQueue()
    await userEvent.click(within(list).getByRole('button', { name: 'Keep “Lake camp”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Keep “Lake camp”' })
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['no-breach', 'corrected'])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(await within(dialog).findByText('Choose the reason for the decision.')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Breaks no rule' }))
    await userEvent.type(within(dialog).getByLabelText(/A note to the author/), 'A real camp.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))

    expect(await screen.findByRole('status')).toHaveTextContent('“Lake camp” is kept.')
    expect(sent).toEqual([{ action: 'keep', reason: 'no-breach', text: 'A real camp.', version: 3 }])
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lake camp' })).not.toBeInTheDocument())
    expect(screen.getByText('Rude words here.')).toBeInTheDocument()
  })

  it('removes an item only once the moderator confirms, with the rule it broke', async () => {
    userActions.success(moderator())
    serveQueue([reportedCheckin()], [])
    const sent: unknown[] = []
    api.on('POST', '/api/moderation/items/checkin%3Ac1/decision', (call) => {
      sent.push(call.body)
      return ok({ key: 'checkin:c1', action: 'remove', removed: true, hidden: false })
    })
    api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
    const list = await openQueue()
    await userEvent.click(within(list).getByRole('button', { name: 'Remove “carol · Forest road”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove “carol · Forest road”' })
    expect(within(dialog).queryByRole('radio', { name: 'Breaks no rule' })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Abusive or offensive' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(within(dialog).getByText(/Remove it for good\?/)).toBeInTheDocument()
    expect(sent).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }))

    expect(await screen.findByRole('status')).toHaveTextContent('“carol · Forest road” is removed.')
    expect(sent).toEqual([{ action: 'remove', reason: 'abusive', text: '', version: 1 }])
    expect(await screen.findByText('Nothing is waiting: there are no open reports.')).toBeInTheDocument()
  })

  it('restores a hidden item, and shows a refusal in the dialog', async () => {
    userActions.success(moderator())
    serveQueue([hiddenEvent()])
    let answer: ApiAnswer = fail(
      404,
      'moderation_item_not_found',
      'There are no reports on this item, or a moderator has already decided.',
    )
    api.on('POST', '/api/moderation/items/event%3Ae1/decision', () => answer)
    api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
    const list = await openQueue()
    await userEvent.click(within(list).getByRole('button', { name: 'Restore “Lake camp”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Restore “Lake camp”' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Corrected by the author' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore it' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There are no reports on this item, or a moderator has already decided.',
    )
    answer = ok({ key: 'event:e1', action: 'restore', removed: false, hidden: false })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore it' }))
    expect(await screen.findByRole('status')).toHaveTextContent('“Lake camp” is restored.')
  })

  it('reloads an item that changed since it was read, says so, and decides on what is shown now', async () => {
    userActions.success(moderator())
    const changed =
      'This item has changed since you opened it: new reports came in or another moderator decided. Read it again, then decide.'
    const later: ModerationQueueItemDto = {
      ...hiddenEvent(),
      reporters: 4,
      texts: ['Now it sells tickets.', ...hiddenEvent().texts],
      version: 4,
    }
    serveQueue([hiddenEvent()], [later])
    const sent: { version?: number }[] = []
    api.on('POST', '/api/moderation/items/event%3Ae1/decision', (call) => {
      sent.push(call.body as { version?: number })
      return (call.body as { version?: number }).version === 4
        ? ok({ key: 'event:e1', action: 'keep', removed: false, hidden: false })
        : fail(409, 'moderation_item_changed', changed)
    })
    api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
    const list = await openQueue()
    await userEvent.click(within(list).getByRole('button', { name: 'Keep “Lake camp”' }))
    let dialog = await screen.findByRole('dialog', { name: 'Keep “Lake camp”' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Breaks no rule' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))

    // the dialog closes on the item, which tells why and shows the report that came in
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [item] = within(list).getAllByRole('listitem', { name: 'Event' })
    expect(within(item!).getByRole('alert')).toHaveTextContent(changed)
    expect(await within(item!).findByText('Now it sells tickets.')).toBeInTheDocument()
    expect(within(item!).getByText(/Reported by 4 people/)).toBeInTheDocument()

    await userEvent.click(within(item!).getByRole('button', { name: 'Keep “Lake camp”' }))
    dialog = await screen.findByRole('dialog', { name: 'Keep “Lake camp”' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Breaks no rule' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(await screen.findByRole('status')).toHaveTextContent('“Lake camp” is kept.')
    expect(sent.map((body) => body.version)).toEqual([3, 4])
  })

  it('reads in Slovak', async () => {
    await i18n.changeLanguage('sk')
    userActions.success(moderator())
    serveQueue([hiddenEvent()])
    renderRoutes('/moderation', moderationRoutes)
    const list = await screen.findByRole('list', { name: 'Nahlásené položky' }, { timeout: 20_000 })
    expect(within(list).getByText(/Nahlásili to 3 osoby · prvé hlásenie pred 3 dňami/)).toBeInTheDocument()
    expect(within(list).getByRole('button', { name: 'Vymazať „Lake camp“' })).toBeInTheDocument()
    expect(within(list).getByText('Spam alebo reklama (2)')).toBeInTheDocument()
  })
})

describe('a reported suggested edit', { timeout: 40_000 }, () => {
  it('shows who suggested what on which event, their reason and the fields, and removes it', async () => {
    userActions.success(moderator())
    serveQueue([reportedSuggestion()], [])
    const sent: unknown[] = []
    api.on('POST', '/api/moderation/items/suggestion%3As1/decision', (call) => {
      sent.push(call.body)
      return ok({ key: 'suggestion:s1', action: 'remove', removed: true, hidden: false })
    })
    api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
    const list = await openQueue()
    const item = within(list).getByRole('listitem', { name: 'Suggested edit' })
    expect(within(item).getByText('Suggested by tomas on 2 Jun 2024')).toBeInTheDocument()
    expect(within(item).getByRole('link', { name: 'Mill camp' })).toHaveAttribute('href', '/events/e3')
    expect(within(item).getByText('Their reason: “The owner is a fool.”')).toBeInTheDocument()
    expect(within(item).getByText('Title')).toBeInTheDocument()
    expect(within(item).getByText('Before: Mill camp')).toBeInTheDocument()
    expect(within(item).getByText('After: Camp of a fool')).toBeInTheDocument()
    expect(within(item).getByText('Insults in the reason.')).toBeInTheDocument()
    expect(within(item).getByText('Hidden')).toBeInTheDocument()

    await userEvent.click(within(item).getByRole('button', { name: 'Remove “tomas · Mill camp”' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove “tomas · Mill camp”' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Abusive or offensive' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }))
    expect(await screen.findByRole('status')).toHaveTextContent('“tomas · Mill camp” is removed.')
    expect(sent).toEqual([{ action: 'remove', reason: 'abusive', text: '', version: 3 }])
  })

  it('reads in Slovak', async () => {
    await i18n.changeLanguage('sk')
    userActions.success(moderator())
    serveQueue([reportedSuggestion()])
    renderRoutes('/moderation', moderationRoutes)
    const list = await screen.findByRole('list', { name: 'Nahlásené položky' }, { timeout: 20_000 })
    const item = within(list).getByRole('listitem', { name: 'Návrh úpravy' })
    expect(within(item).getByText(/^Návrh od: tomas · 2\.\s6\.\s2024$/)).toBeInTheDocument()
    expect(within(item).getByText('Dôvod návrhu: „The owner is a fool.“')).toBeInTheDocument()
    expect(within(item).getByText('Názov')).toBeInTheDocument()
    expect(within(item).getByText('Potom: Camp of a fool')).toBeInTheDocument()
  })
})

describe('the log', { timeout: 30_000 }, () => {
  const entry = (overrides: Partial<ModerationLogEntryDto>): ModerationLogEntryDto => ({
    id: 'l1',
    kind: 'report',
    key: 'event:e1',
    label: 'Lake camp',
    actor: { _id: 'u1', username: 'bob' },
    visitor: false,
    reason: 'spam',
    action: null,
    text: '',
    at: '2024-06-02T10:00:00.000Z',
    ...overrides,
  })

  it('lists reports and decisions, newest first, and older ones on demand', async () => {
    userActions.success(moderator())
    serveQueue([])
    const pages = [
      {
        entries: [
          entry({
            id: 'l1',
            kind: 'decision',
            action: 'keep',
            reason: 'no-breach',
            actor: { _id: 'mod-1', username: 'mira' },
            text: 'A real camp.',
          }),
          entry({ id: 'l2', kind: 'hidden', actor: null }),
        ],
        next: 'c2',
      },
      { entries: [entry({ id: 'l3', actor: null, visitor: true, reason: 'illegal' })], next: null },
    ]
    let asked = 0
    api.on('GET', '/api/moderation/log', () => ok(pages[Math.min(asked++, 1)]))
    renderRoutes('/moderation', moderationRoutes)
    await userEvent.click(await screen.findByRole('button', { name: 'Log' }, { timeout: 20_000 }))
    expect(screen.getByRole('button', { name: 'Log' })).toHaveAttribute('aria-pressed', 'true')
    const log = await screen.findByRole('list', { name: 'Moderation log' })
    expect(within(log).getByText('Kept')).toBeInTheDocument()
    expect(within(log).getByText('mira · Breaks no rule')).toBeInTheDocument()
    expect(within(log).getByText('A real camp.')).toBeInTheDocument()
    expect(within(log).getByText('The site · Spam or advertising')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }))
    expect(await within(log).findByText('A visitor without an account · Illegal content')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument()
  })
})
