// Duplicates as travellers and moderators meet them: "Same place as…" on an event's page offering the
// events within two kilometres (never the event itself), the reason required, the server's refusal at
// its field; and the moderators' pair view with both events side by side, merged or declined.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventDto, MergeQueueItemDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { renderRoutes } from '@/testing/render-app'
import { eventDetailRoutes } from '@/features/event-detail/routes'
import { moderationRoutes } from './routes'

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
})

afterEach(() => {
  vi.restoreAllMocks()
})

const camp = makeEvent({ _id: 'e1', title: 'Lake camp', coordinates: [48.9, 19.6] })

function serveEventWithNeighbours(event: EventDto) {
  api.on('GET', `/api/events/${event._id}`, () => ok(event))
  api.on('GET', `/api/events/${event._id}/checkins`, () => ok({ checkins: [], next: null }))
  api.on('GET', '/api/events', () =>
    ok([
      { ...event, distanceKm: 0 },
      {
        ...makeEvent({ _id: 'e2', title: 'Camp at the lake', user: { _id: 'o2', username: 'olga' } }),
        distanceKm: 0.25,
      },
      { ...makeEvent({ _id: 'e3', title: 'Shore car park' }), distanceKm: 1.8 },
    ]),
  )
}

async function openClaim() {
  await userEvent.click(await screen.findByRole('button', { name: 'Same place as…' }, { timeout: 10_000 }))
  return screen.findByRole('dialog', { name: 'Same place as another event?' }, { timeout: 20_000 })
}

describe('claiming that an event is a duplicate', { timeout: 40_000 }, () => {
  it('offers the events within two kilometres, asks why, and sends the choice', async () => {
    userActions.success(makeUser({ _id: 'reader-1', username: 'bob' }))
    serveEventWithNeighbours(camp)
    const sent: unknown[] = []
    api.on('POST', '/api/events/e1/duplicates', (call) => {
      sent.push(call.body)
      return ok({ pair: 'e1~e2', eventId: 'e1', otherId: 'e2', reason: '', createdAt: '' }, 201)
    })
    renderRoutes('/events/e1', eventDetailRoutes)
    const dialog = await openClaim()
    const near = api.calls.find((c) => c.method === 'GET' && c.path === '/api/events')
    expect(near).toBeDefined()

    const choices = await within(dialog).findAllByRole('radio')
    expect(choices.map((c) => c.getAttribute('value'))).toEqual(['e2', 'e3'])
    expect(within(dialog).getByRole('radio', { name: 'Camp at the lake' })).toHaveAccessibleDescription(
      '0.3\u00a0km away · by olga',
    )

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to the moderators' }))
    expect(await within(dialog).findByText('Choose the event that is the same place.')).toBeInTheDocument()
    expect(within(dialog).getByText(/Say why they are the same place/)).toBeInTheDocument()
    expect(sent).toEqual([])

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Camp at the lake' }))
    await userEvent.type(within(dialog).getByLabelText(/Why are they the same place/), 'One camp, two names.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to the moderators' }))
    expect(
      await within(dialog).findByText('Thank you. A moderator will compare the two events.'),
    ).toBeInTheDocument()
    expect(sent).toEqual([{ otherId: 'e2', reason: 'One camp, two names.' }])
  })

  it('shows the server’s refusal at its field, in the reader’s language', async () => {
    await i18n.changeLanguage('sk')
    userActions.success(makeUser({ _id: 'reader-1', username: 'bob' }))
    serveEventWithNeighbours(camp)
    api.on('POST', '/api/events/e1/duplicates', () =>
      fail(400, 'validation_failed', 'Niektoré polia nie sú platné.', {
        otherId: 'Zvoľte tip vzdialený najviac 2\u00a0km od tohto.',
      }),
    )
    renderRoutes('/events/e1', eventDetailRoutes)
    await userEvent.click(
      await screen.findByRole('button', { name: 'To isté miesto ako…' }, { timeout: 10_000 }),
    )
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Je to isté miesto ako iný tip?' },
      { timeout: 20_000 },
    )
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Shore car park' }))
    await userEvent.type(within(dialog).getByLabelText(/Prečo ide o/), 'To isté.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poslať moderátorom' }))
    expect(
      await within(dialog).findByText(/^Zvoľte tip vzdialený najviac 2\skm od tohto\.$/),
    ).toBeInTheDocument()
  })

  it('is not offered to a visitor, nor for an event without a position', async () => {
    serveEventWithNeighbours(camp)
    const view = renderRoutes('/events/e1', eventDetailRoutes)
    expect(await screen.findByRole('heading', { name: 'Lake camp' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Same place as…' })).not.toBeInTheDocument()
    view.unmount()

    userActions.success(makeUser({ _id: 'reader-1', username: 'bob' }))
    serveEventWithNeighbours(makeEvent({ _id: 'r1', title: 'Ridge route', coordinates: [] }))
    renderRoutes('/events/r1', eventDetailRoutes)
    expect(
      await screen.findByRole('heading', { name: 'Ridge route' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Same place as…' })).not.toBeInTheDocument()
  })
})

const pair = (): MergeQueueItemDto => ({
  pair: 'e1~e2',
  events: [
    {
      _id: 'e1',
      title: 'Lake camp',
      image: 'http://127.0.0.1:9199/v0/b/b/o/events%2Fa%2Flake.jpg?alt=media',
      thumbnail: null,
      coordinates: [48.9, 19.6],
      date: '2024-05-01',
      createdAt: '2024-05-02T10:00:00.000Z',
      user: { _id: 'anna-1', username: 'anna' },
      checkins: 1,
    },
    {
      _id: 'e2',
      title: 'Camp at the lake',
      image: 'http://127.0.0.1:9199/v0/b/b/o/events%2Fo%2Flake.jpg?alt=media',
      thumbnail: null,
      coordinates: [48.902, 19.601],
      date: '2025-05-01',
      createdAt: '2025-05-02T10:00:00.000Z',
      user: { _id: 'olga-1', username: 'olga' },
      checkins: 4,
    },
  ],
  distanceKm: 0.235,
  suggestedKeep: 'e2',
  reasons: ['One camp, two names.', 'Same lake, same pitch.'],
  claimants: 2,
  firstClaimedAt: '2026-05-01T10:00:00.000Z',
})

describe('the moderators’ pair view', { timeout: 40_000 }, () => {
  beforeEach(() => {
    userActions.success(makeUser({ _id: 'mod-1', username: 'mira', moderator: true }))
    api.on('GET', '/api/moderation/queue', () => ok({ items: [], next: null }))
  })

  it('shows both events side by side with the distance and the reasons, and merges keeping the suggested one', async () => {
    let served = [pair()]
    api.on('GET', '/api/moderation/merges', () => ok({ items: served, next: null }))
    const sent: unknown[] = []
    api.on('POST', '/api/moderation/merges/e1~e2/decision', (call) => {
      sent.push(call.body)
      served = []
      return ok({ pair: 'e1~e2', action: 'merge', keptId: 'e2', removedId: 'e1' })
    })
    renderRoutes('/moderation', moderationRoutes)
    const list = await screen.findByRole(
      'list',
      { name: 'Events claimed to be the same place' },
      { timeout: 20_000 },
    )
    const item = within(list).getByRole('listitem', { name: '“Lake camp” and “Camp at the lake”' })
    expect(within(item).getByRole('link', { name: 'Lake camp' })).toHaveAttribute('href', '/events/e1')
    expect(within(item).getByRole('link', { name: 'Camp at the lake' })).toHaveAttribute('href', '/events/e2')
    expect(within(item).getByRole('img', { name: 'Photo of “Camp at the lake”' })).toBeInTheDocument()
    expect(within(item).getByText('1 check-in')).toBeInTheDocument()
    expect(within(item).getByText('4 check-ins')).toBeInTheDocument()
    expect(within(item).getByText(/by olga · added/)).toBeInTheDocument()
    expect(within(item).getByText(/0\.2 km apart · Claimed by 2 travellers/)).toBeInTheDocument()
    expect(within(item).getByText('Same lake, same pitch.')).toBeInTheDocument()

    await userEvent.click(within(item).getByRole('button', { name: 'Merge…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Merge two events into one' })
    expect(within(dialog).getByRole('radio', { name: 'Camp at the lake' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }))
    expect(
      await within(dialog).findByText(
        'Give the reason for the decision: it goes to the log and to both authors.',
      ),
    ).toBeInTheDocument()
    expect(sent).toEqual([])
    await userEvent.type(within(dialog).getByLabelText(/Reason for the decision/), 'One camp, one event.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }))
    expect(await screen.findByText('“Camp at the lake” now holds both events.')).toBeInTheDocument()
    expect(sent).toEqual([{ action: 'merge', keep: 'e2', reason: 'One camp, one event.' }])
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Lake camp/ })).not.toBeInTheDocument())
  })

  it('declines with a reason, or keeps the other event when the moderator chooses it', async () => {
    api.on('GET', '/api/moderation/merges', () => ok({ items: [pair()], next: null }))
    const sent: unknown[] = []
    api.on('POST', '/api/moderation/merges/e1~e2/decision', (call) => {
      sent.push(call.body)
      return ok({ pair: 'e1~e2', action: 'decline', keptId: null, removedId: null })
    })
    renderRoutes('/moderation', moderationRoutes)
    const item = await screen.findByRole(
      'listitem',
      { name: '“Lake camp” and “Camp at the lake”' },
      { timeout: 20_000 },
    )
    await userEvent.click(within(item).getByRole('button', { name: 'Decline…' }))
    const dialog = await screen.findByRole('dialog', { name: 'Decline: they are different places' })
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument()
    await userEvent.type(within(dialog).getByLabelText(/Reason for the decision/), 'Two shores.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ action: 'decline', reason: 'Two shores.' })
  })
})
