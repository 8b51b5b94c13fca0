// An event's history and the suggested edits as their readers use them: each change in words before and
// after, in English and Slovak; the author reverts with a reason; a suggestion is accepted field by
// field (a field changed since cannot be ticked), declined or reported; a sent one reports hide is marked.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RevisionDto, SuggestionDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { renderRoutes, resetSession } from '@/testing/render-app'
import { historyRoutes, suggestionsRoutes } from './routes'

let api: ApiStub
const author = makeUser({ _id: 'author-1', username: 'anna' })
const event = makeEvent({
  _id: 'e1',
  title: 'Camp at the old mill',
  user: { _id: 'author-1', username: 'anna' },
  updatedAt: '2026-05-03T10:00:00.000Z',
})

const revisions: RevisionDto[] = [
  {
    id: 'r3',
    eventId: 'e1',
    at: '2026-05-03T10:00:00.000Z',
    kind: 'suggestion',
    by: { _id: 'trav-1', username: 'tomas' },
    reason: 'The pin is on the road.',
    changes: [{ field: 'access', before: 0, after: 2 }],
  },
  {
    id: 'r1',
    eventId: 'e1',
    at: '2026-05-01T10:00:00.000Z',
    kind: 'create',
    by: null,
    reason: '',
    changes: [{ field: 'country', before: null, after: 'Slovakia' }],
  },
]

const suggestion = (overrides: Partial<SuggestionDto> = {}): SuggestionDto => ({
  id: 's1',
  eventId: 'e1',
  eventTitle: 'Camp at the old mill',
  by: { _id: 'trav-1', username: 'tomas' },
  reason: 'The tap was removed in 2025.',
  changes: [
    { field: 'title', before: 'Camp at the old mill', after: 'Camp at the mill' },
    { field: 'access', before: 0, after: 2 },
  ],
  basedOn: '2026-05-01T10:00:00.000Z',
  state: 'open',
  createdAt: '2026-05-02T10:00:00.000Z',
  outdated: [],
  outdatedFacts: [],
  toModerators: false,
  decidedAt: null,
  decidedBy: null,
  accepted: [],
  acceptedFacts: [],
  answer: '',
  ...overrides,
})

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/events/e1', () => ok(event))
  api.on('GET', '/api/events/e1/history', () => ok({ revisions, next: null }))
})
afterEach(async () => {
  await resetSession()
})

describe('the history of an event', { timeout: 30_000 }, () => {
  it('says who changed what, before and after, and a former traveller for a deleted account', async () => {
    renderRoutes('/events/e1/history', historyRoutes)
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'History of “Camp at the old mill”' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    const changes = screen.getByRole('list', { name: 'Changes, newest first' })
    const [suggested, created] = [...changes.children] as HTMLElement[]
    expect(suggested).toHaveTextContent('Updated from a suggestion by tomas')
    expect(suggested).toHaveTextContent('Before: Caravan')
    expect(suggested).toHaveTextContent('After: Off-road')
    expect(created).toHaveTextContent('Added by a former traveller')
    // a visitor reverts nothing
    expect(screen.queryByRole('button', { name: 'Revert to this version' })).not.toBeInTheDocument()
  })

  it('reads in Slovak to a Slovak reader', async () => {
    await i18n.changeLanguage('sk')
    renderRoutes('/events/e1/history', historyRoutes)
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'História tipu „Camp at the old mill“' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Úprava podľa návrhu · tomas')).toBeInTheDocument()
    expect(screen.getByText('Predtým: Karavany')).toBeInTheDocument()
    // Slovak quotation marks around the reason
    expect(screen.getByText('„The pin is on the road.“')).toBeInTheDocument()
  })

  it('lets the author revert to an earlier version, with a reason, from the version shown', async () => {
    userActions.success(author)
    api.on('POST', '/api/events/e1/history/r1/revert', () => ok(event))
    renderRoutes('/events/e1/history', historyRoutes)
    const user = userEvent.setup()
    // the newest is the current version: only the older one can be reverted to
    const buttons = await screen.findAllByRole(
      'button',
      { name: 'Revert to this version' },
      { timeout: 20_000 },
    )
    expect(buttons).toHaveLength(1)
    await user.click(buttons[0]!)
    const dialog = await screen.findByRole('alertdialog', { name: 'Revert to this version?' })
    await user.type(within(dialog).getByLabelText('Why (optional)'), 'Vandalism.')
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }))
    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
      .toEqual({
        updatedAt: '2026-05-03T10:00:00.000Z',
        reason: 'Vandalism.',
      })
  })
})

describe('suggested edits', { timeout: 30_000 }, () => {
  it('accepts only the fields the author ticks', async () => {
    userActions.success(author)
    api.on('GET', '/api/suggestions/mine', () =>
      ok({ received: { suggestions: [suggestion()] }, sent: { suggestions: [] } }),
    )
    api.on('POST', '/api/suggestions/s1/decision', () =>
      ok({ suggestion: suggestion({ state: 'accepted', accepted: ['access'] }), event }),
    )
    renderRoutes('/suggestions', suggestionsRoutes)
    const user = userEvent.setup()
    const title = await screen.findByRole('checkbox', { name: 'Title' }, { timeout: 20_000 })
    expect(screen.getByText('“The tap was removed in 2025.”')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeEnabled()
    await user.click(title)
    await user.click(screen.getByRole('button', { name: 'Accept 1 field' }))
    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
      .toEqual({
        action: 'accept',
        fields: ['access'],
        facts: [],
        reason: '',
      })
  })

  it('offers amenities fact by fact: only the ticked facts are sent, one changed since is not offered', async () => {
    userActions.success(author)
    const amenities = suggestion({
      changes: [
        {
          field: 'amenities',
          before: { water: true, price: { amount: 20, currency: 'EUR' }, months: [5, 6, 7] },
          after: {
            water: false,
            price: { amount: 25, currency: 'EUR' },
            months: [5, 6, 7],
            surface: 'gravel',
          },
        },
      ],
      outdated: ['amenities'],
      outdatedFacts: ['water'],
    })
    api.on('GET', '/api/suggestions/mine', () =>
      ok({ received: { suggestions: [amenities] }, sent: { suggestions: [] } }),
    )
    api.on('POST', '/api/suggestions/s1/decision', () =>
      ok({ suggestion: { ...amenities, state: 'accepted', accepted: ['amenities'] }, event }),
    )
    renderRoutes('/suggestions', suggestionsRoutes)
    const user = userEvent.setup()
    const price = await screen.findByRole('checkbox', { name: 'Price a night' }, { timeout: 20_000 })
    const item = price.closest('li') as HTMLElement
    expect(within(item).getByText(/^Before: .*20/)).toBeInTheDocument()
    expect(within(item).getByText(/^After: .*25/)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Water' })).toBeDisabled()
    expect(screen.getByText('After: Gravel')).toBeInTheDocument()
    // the months did not change: no row for them
    expect(screen.queryByRole('checkbox', { name: 'Open in' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Surface' }))
    await user.click(screen.getByRole('button', { name: 'Accept 1 field' }))
    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
      .toEqual({ action: 'accept', fields: ['amenities'], facts: ['price'], reason: '' })
  })

  it('marks a field changed since and does not offer it; a decline sends the answer', async () => {
    userActions.success(author)
    api.on('GET', '/api/suggestions/mine', () =>
      ok({ received: { suggestions: [suggestion({ outdated: ['title'] })] }, sent: { suggestions: [] } }),
    )
    api.on('POST', '/api/suggestions/s1/decision', () =>
      ok({ suggestion: suggestion({ state: 'declined' }), event: null }),
    )
    renderRoutes('/suggestions', suggestionsRoutes)
    const user = userEvent.setup()
    expect(await screen.findByRole('checkbox', { name: 'Title' }, { timeout: 20_000 })).toBeDisabled()
    expect(screen.getByText('You have changed this field since the suggestion was sent.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Your answer (optional)'), 'It is fine for caravans.')
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({
        action: 'decline',
        reason: 'It is fine for caravans.',
      })
  })

  it('shows a moderator the suggestions silent authors left, to decide the same way', async () => {
    userActions.success(makeUser({ _id: 'mod-1', username: 'mira', moderator: true }))
    api.on('GET', '/api/suggestions/mine', () =>
      ok({ received: { suggestions: [] }, sent: { suggestions: [] } }),
    )
    api.on('GET', '/api/suggestions/overdue', () =>
      ok({ suggestions: [suggestion({ toModerators: true, outdated: ['title'] })] }),
    )
    api.on('POST', '/api/suggestions/s1/decision', () =>
      ok({ suggestion: suggestion({ state: 'accepted', accepted: ['access'] }), event }),
    )
    renderRoutes('/suggestions', suggestionsRoutes)
    const user = userEvent.setup()
    const section = await screen.findByRole(
      'region',
      { name: 'Waiting for a moderator' },
      { timeout: 20_000 },
    )
    expect(within(section).getByRole('checkbox', { name: 'Title' })).toBeDisabled()
    expect(
      within(section).getByText('The author has changed this since the suggestion was sent.'),
    ).toBeInTheDocument()
    await user.type(within(section).getByLabelText('Your answer (optional)'), 'The author is silent.')
    await user.click(within(section).getByRole('button', { name: 'Accept 1 field' }))
    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({ action: 'accept', fields: ['access'], reason: 'The author is silent.' })
  })

  it('asks for the overdue suggestions only for a moderator', async () => {
    userActions.success(author)
    api.on('GET', '/api/suggestions/mine', () =>
      ok({ received: { suggestions: [] }, sent: { suggestions: [] } }),
    )
    renderRoutes('/suggestions', suggestionsRoutes)
    expect(
      await screen.findByText('No suggestions are waiting for you.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Waiting for a moderator' })).not.toBeInTheDocument()
    expect(api.calls.map((c) => c.path)).not.toContain('/api/suggestions/overdue')
  })

  it('reports a received suggestion as a suggested edit, and marks a sent one reports hide', async () => {
    userActions.success(author)
    const mine = suggestion({ id: 's2', by: { _id: 'author-1', username: 'anna' }, hidden: true })
    api.on('GET', '/api/suggestions/mine', () =>
      ok({
        received: { suggestions: [suggestion()] },
        sent: { suggestions: [mine, suggestion({ id: 's3' })] },
      }),
    )
    const sent: unknown[] = []
    api.on('POST', '/api/reports', (call) => {
      sent.push(call.body)
      return ok({ key: 'suggestion:s1', reason: 'abusive', hidden: false }, 201)
    })
    renderRoutes('/suggestions', suggestionsRoutes)
    const received = await screen.findByRole('region', { name: 'On your events' }, { timeout: 20_000 })
    await userEvent.click(
      await within(received).findByRole('button', { name: 'Report the suggested edit by tomas' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Report a suggested edit' }, { timeout: 20_000 })
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['private-property', 'spam', 'abusive', 'illegal'])
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Abusive or offensive' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    await within(dialog).findByText('Thank you. The moderators will look at your report.')
    expect(sent).toEqual([{ target: { type: 'suggestion', id: 's1' }, reason: 'abusive' }])
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    const sentList = screen.getByRole('region', { name: 'Sent by you' })
    const [hidden, shown] = [...(within(sentList).getAllByRole('list')[0]?.children ?? [])]
    expect(hidden).toHaveTextContent('Hidden while it is reviewed')
    expect(shown).not.toHaveTextContent('Hidden while it is reviewed')
    // a sent suggestion is the reader's own: nothing to report
    expect(within(sentList).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument()
  })
})
