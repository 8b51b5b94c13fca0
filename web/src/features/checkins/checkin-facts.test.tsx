// What travellers found of an event's facts: answered in the check-in dialog's folded "What did you find?"
// part, and shown on the event's page beside each fact as confirmed (by how many, when last) or disputed.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { todayIso, type CheckinDto, type EventDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { renderRoutes } from '@/testing/render-app'
import { eventDetailRoutes } from '@/features/event-detail/routes'

let api: ApiStub

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

function serve(event: EventDto) {
  api.on('GET', `/api/events/${event._id}`, () => ok(event))
  api.on('GET', `/api/events/${event._id}/checkins`, () => ok({ checkins: [], next: null }))
}

async function openEvent() {
  renderRoutes('/events/e1', eventDetailRoutes)
  await screen.findByRole('heading', { level: 1 })
}

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('what travellers found', { timeout: 40_000 }, () => {
  it('asks, folded away, about the facts the event gives, and sends the answers', async () => {
    userActions.success(makeUser({ _id: 'reader-9', username: 'bob', email: 'bob@example.com' }))
    const event = makeEvent({ _id: 'e1', amenities: { water: true, dogs: true, toilets: false } })
    serve(event)
    const saved: CheckinDto = {
      _id: 'c1',
      eventID: 'e1',
      user: { _id: 'reader-9', username: 'bob' },
      visitDate: todayIso(),
      state: 'as-described',
      rating: null,
      text: '',
      photos: [],
      access: 0,
      facts: { water: true, dogs: false },
      createdAt: '2024-06-02T10:00:00.000Z',
      updatedAt: '2024-06-02T10:00:00.000Z',
    }
    api.on('POST', '/api/events/e1/checkins', () =>
      ok(
        {
          checkin: saved,
          summary: { checkins: 1, rating: null, lastVisit: todayIso(), state: 'as-described' },
          factChecks: {
            water: { confirmed: 1, lastConfirmed: todayIso(), disputed: false },
            dogs: { confirmed: 0, lastConfirmed: null, disputed: true },
          },
        },
        201,
      ),
    )
    await openEvent()
    await userEvent.click(await screen.findByRole('button', { name: 'I was here' }))
    const dialog = await screen.findByRole('dialog', { name: 'I was here' }, { timeout: 20_000 })
    const part = within(dialog).getByText('What did you find?').closest('details')
    expect(part).not.toHaveAttribute('open')
    await userEvent.click(within(dialog).getByText('What did you find?'))
    // only the facts this event gives, each a yes / no / don't know choice that starts unknown
    const water = within(dialog).getByRole('group', { name: 'Drinking water' })
    expect(within(water).getByRole('radio', { name: "Don't know" })).toBeChecked()
    expect(within(dialog).getByRole('group', { name: 'Dogs allowed' })).toBeInTheDocument()
    expect(within(dialog).getByRole('group', { name: 'Toilets' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('group', { name: 'Showers' })).not.toBeInTheDocument()
    await userEvent.click(within(water).getByRole('radio', { name: 'Yes' }))
    const dogs = within(dialog).getByRole('group', { name: 'Dogs allowed' })
    await userEvent.click(within(dogs).getByRole('radio', { name: 'No' }))
    // changed their mind about the toilets: back to unknown, so nothing is sent of them
    const toilets = within(dialog).getByRole('group', { name: 'Toilets' })
    await userEvent.click(within(toilets).getByRole('radio', { name: 'Yes' }))
    await userEvent.click(within(toilets).getByRole('radio', { name: "Don't know" }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const post = api.calls.find((call) => call.method === 'POST')
    expect(post?.body).toMatchObject({ facts: { water: true, dogs: false } })
    // the page shows the server's answer at once
    const offers = screen.getByRole('region', { name: 'What it offers' })
    expect(within(offers).getByText('Confirmed by 1 check-in · last today')).toBeInTheDocument()
    expect(within(offers).getByText('Disputed: the latest check-in found otherwise')).toBeInTheDocument()
  })

  it('shows beside each fact how many confirmed it and when, or that it is disputed, in Slovak too', async () => {
    const event = makeEvent({
      _id: 'e1',
      amenities: { water: true, dogs: true, showers: false },
      factChecks: {
        water: { confirmed: 3, lastConfirmed: daysAgo(21), disputed: false },
        dogs: { confirmed: 2, lastConfirmed: daysAgo(60), disputed: true },
      },
    })
    api.on('GET', '/api/events/e1', () => ok(event))
    api.on('GET', '/api/events/e1/checkins', () =>
      ok({
        checkins: [
          {
            _id: 'c1',
            eventID: 'e1',
            user: { _id: 'someone', username: 'carol' },
            visitDate: daysAgo(21),
            state: 'as-described',
            rating: null,
            text: '',
            photos: [],
            access: 0,
            facts: { water: true, dogs: false },
            createdAt: '2024-06-02T10:00:00.000Z',
            updatedAt: '2024-06-02T10:00:00.000Z',
          },
        ],
        next: null,
      }),
    )
    await openEvent()
    // the check-in that disputes says so among the check-ins
    expect(
      await screen.findByText('Found on site: Drinking water – Yes, Dogs allowed – No'),
    ).toBeInTheDocument()
    const offers = screen.getByRole('region', { name: 'What it offers' })
    const item = (name: string) => within(offers).getByText(name).closest('li') as HTMLElement
    expect(item('Drinking water')).toHaveTextContent('Confirmed by 3 check-ins · last 3 weeks ago')
    expect(item('Dogs allowed')).toHaveTextContent('Disputed: the latest check-in found otherwise')
    // a fact nobody answered says nothing more
    expect(item('No showers')).not.toHaveTextContent(/Confirmed|Disputed/)

    await i18n.changeLanguage('sk')
    const ponuka = await screen.findByRole('region', { name: 'Čo ponúka' })
    expect(
      within(ponuka).getByText('Potvrdené pri 3 návštevách · naposledy pred 3 týždňami'),
    ).toBeInTheDocument()
    expect(within(ponuka).getByText('Sporné: pri poslednej návšteve to bolo inak')).toBeInTheDocument()
  })

  it('asks whether it was open and what a night cost, refuses an amount that is no price, and sends both', async () => {
    userActions.success(makeUser({ _id: 'reader-9', username: 'bob', email: 'bob@example.com' }))
    serve(makeEvent({ _id: 'e1', amenities: { price: { amount: 300, currency: 'CZK' }, months: [5, 6, 7] } }))
    api.on('POST', '/api/events/e1/checkins', (call) =>
      ok(
        {
          checkin: {
            _id: 'c1',
            eventID: 'e1',
            user: { _id: 'reader-9', username: 'bob' },
            ...(call.body as object),
            photos: [],
            createdAt: '2024-06-02T10:00:00.000Z',
            updatedAt: '2024-06-02T10:00:00.000Z',
          },
          summary: { checkins: 1, rating: null, lastVisit: todayIso(), state: 'as-described' },
          factChecks: {},
        },
        201,
      ),
    )
    await openEvent()
    await userEvent.click(await screen.findByRole('button', { name: 'I was here' }))
    const dialog = await screen.findByRole('dialog', { name: 'I was here' }, { timeout: 20_000 })
    await userEvent.click(within(dialog).getByText('What did you find?'))
    const open = within(dialog).getByRole('group', { name: 'Open when you came' })
    await userEvent.click(within(open).getByRole('radio', { name: 'No' }))
    const price = within(dialog).getByRole('group', { name: 'A night cost' })
    expect(within(price).getByRole('radio', { name: "Don't know" })).toBeChecked()
    await userEvent.click(within(price).getByRole('radio', { name: 'Paid' }))
    // the event's own currency to start with
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('CZK')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), 'a lot')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }))
    expect(
      await within(dialog).findByText('A price is an amount from 0 (free) to 100,000 a night.'),
    ).toBeInTheDocument()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '350')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const post = api.calls.find((call) => call.method === 'POST')
    expect(post?.body).toMatchObject({ facts: { open: false, price: { amount: 350, currency: 'CZK' } } })
  })

  it('says what a traveller paid when the price is disputed, and in which month it was found closed', async () => {
    const event = makeEvent({
      _id: 'e1',
      amenities: { price: { amount: 12, currency: 'EUR' }, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
      factChecks: {
        price: {
          confirmed: 2,
          lastConfirmed: daysAgo(90),
          disputed: true,
          paid: { amount: 15, currency: 'EUR' },
          paidOn: daysAgo(14),
        },
        months: {
          confirmed: 1,
          lastConfirmed: daysAgo(200),
          disputed: true,
          month: 11,
          foundOpen: false,
          foundOn: daysAgo(21),
        },
      },
    })
    serve(event)
    await openEvent()
    const offers = screen.getByRole('region', { name: 'What it offers' })
    const item = (name: string) => within(offers).getByText(name).closest('li') as HTMLElement
    expect(item('€12.00 a night')).toHaveTextContent(
      'Disputed: a traveller paid €15.00 a night · 2 weeks ago',
    )
    expect(item('Open all year')).toHaveTextContent(
      'Disputed: a traveller found it closed in November · 3 weeks ago',
    )
    await i18n.changeLanguage('sk')
    const ponuka = await screen.findByRole('region', { name: 'Čo ponúka' })
    expect(
      within(ponuka).getByText('Sporné: pri návšteve stála noc 15,00 € · pred 2 týždňami'),
    ).toBeInTheDocument()
    expect(
      within(ponuka).getByText('Sporné: pri návšteve v mesiaci november bolo zatvorené · pred 3 týždňami'),
    ).toBeInTheDocument()
  })
})
