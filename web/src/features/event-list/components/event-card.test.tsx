// A route's card in a list says how long the route is and how much it climbs, in the reader's formats.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { NO_VEHICLE, todayIso, type TripDto, type TripSummaryDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { ok, stubApi } from '@/testing/api-stub'
import { makeEvent, makeTrack } from '@/testing/event-factories'
import { renderInApp } from '@/testing/render-app'
import { EventCard } from './event-card'

/** Slovak numbers carry no-break spaces (a number never breaks across lines); compared as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ')

const abano = () =>
  makeEvent({
    _id: 'r1',
    title: 'The Abano Pass road',
    section: { main: 'route', sub: 'offroad' },
    coordinates: [42.1, 45.4],
    track: makeTrack(),
  })

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
})

describe('a route’s card', () => {
  it('shows its distance and climb in the reader’s format', async () => {
    const event = abano()
    renderInApp(
      <EventCard event={{ ...event, track: { distanceKm: 1234.5, ascentM: 2250, start: [42.1, 45.4] } }} />,
    )
    expect(await screen.findByText('1,234.5 km · 2,250 m climb')).toBeInTheDocument()
    await i18n.changeLanguage('sk')
    expect(plain((await screen.findByText(/stúpanie/)).textContent)).toBe('1 234,5 km · stúpanie 2 250 m')
  })
})

/** The day `days` before today, as the API writes a visit. */
const daysAgo = (days: number) => {
  const day = new Date()
  day.setDate(day.getDate() - days)
  return todayIso(day)
}

describe('how travellers found an event, on its card', () => {
  it('shows its stars and when it was last visited', async () => {
    const event = makeEvent({ checkins: 14, rating: { average: 4.46, count: 12 }, lastVisit: daysAgo(21) })
    renderInApp(<EventCard event={event} />)
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5, 12 ratings' })).toBeInTheDocument()
    expect(screen.getByText('4.5 (12)')).toBeInTheDocument()
    expect(screen.getByText('Last visited 3 weeks ago')).toBeInTheDocument()
    expect(screen.queryByText('Gone')).not.toBeInTheDocument()
  })

  it('says so when nobody has been there for a year, in Slovak too', async () => {
    const event = makeEvent({ checkins: 1, rating: { average: 3, count: 1 }, lastVisit: daysAgo(400) })
    renderInApp(<EventCard event={event} />)
    expect(await screen.findByText('Not visited in the last year')).toBeInTheDocument()
    expect(screen.queryByText(/^Last visited/)).not.toBeInTheDocument()
    await i18n.changeLanguage('sk')
    expect(await screen.findByText('Za posledný rok bez návštevy')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Hodnotenie 3,0 z\u00a05, jedno hodnotenie' })).toBeInTheDocument()
  })

  it('marks a gone event clearly', async () => {
    renderInApp(<EventCard event={makeEvent({ checkins: 3, state: 'gone', lastVisit: daysAgo(200) })} />)
    expect(await screen.findByText('Gone')).toBeInTheDocument()
  })

  it('says nothing of visits when nobody has checked in', async () => {
    renderInApp(<EventCard event={makeEvent({ title: 'Quiet camp' })} />)
    await screen.findByRole('heading', { name: 'Quiet camp' })
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/visited/i)).not.toBeInTheDocument()
  })
})

describe('Add to trip, on a card', () => {
  const balkans: TripSummaryDto = {
    _id: 't1',
    name: 'Balkans 2026',
    startDate: null,
    stops: 3,
    publishedEventId: null,
    updatedAt: '2026-10-02T10:00:00.000Z',
  }

  it('is below the card’s link for a signed-in reader, and adds the event to the trip chosen', async () => {
    const user = userEvent.setup()
    const api = stubApi()
    api.on('GET', '/api/trips', () => ok([balkans]))
    const trip: TripDto = {
      _id: 't1',
      name: 'Balkans 2026',
      startDate: null,
      vehicle: NO_VEHICLE,
      stops: [],
      owner: { username: 'jana' },
      publishedEventId: null,
      version: 2,
      createdAt: balkans.updatedAt,
      updatedAt: balkans.updatedAt,
    }
    api.on('GET', '/api/trips/t1', () => ok(trip))
    api.on('POST', '/api/trips/t1/stops', () => ok({ ...trip, version: 3 }))
    userActions.success({
      _id: 'me-1',
      username: 'jana',
      email: 'j@example.com',
      profilePicture: '',
      favourites: [],
    })
    renderInApp(<EventCard event={makeEvent({ _id: 'e7', title: 'Quiet camp' })} />)
    const button = await screen.findByRole('button', { name: 'Add to trip: Quiet camp' })
    // a control of its own, not one inside the link to the event
    expect(within(screen.getByRole('link', { name: /Quiet camp/ })).queryByRole('button')).toBeNull()
    await user.click(button)
    await user.click(await screen.findByRole('button', { name: 'Balkans 2026' }))
    expect(await screen.findByText('Added to “Balkans 2026”.')).toBeInTheDocument()
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/trips/t1/stops',
      body: { version: 2, eventId: 'e7' },
    })
  })

  it('is not offered to a reader who is not signed in', async () => {
    renderInApp(<EventCard event={makeEvent({ title: 'Quiet camp' })} />)
    await screen.findByRole('heading', { name: 'Quiet camp' })
    expect(screen.queryByRole('button', { name: /Add to trip/ })).not.toBeInTheDocument()
  })
})
