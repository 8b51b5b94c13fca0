import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { TripSummaryDto, UserDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { renderInApp } from '@/testing/render-app'
import { AddToTrip } from './components/add-to-trip'
import { PublishedTrip } from './components/published-trip'
import { eventStop, tripOf } from './testing/trip-fixtures'

const me: UserDto = {
  _id: 'me-1',
  username: 'jana',
  email: 'j@example.com',
  profilePicture: '',
  favourites: [],
}
const summary: TripSummaryDto = {
  _id: 't1',
  name: 'Balkans 2026',
  startDate: null,
  stops: 3,
  publishedEventId: null,
  updatedAt: '2026-10-02T10:00:00.000Z',
}

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  await i18n.loadNamespaces('trips')
  api = stubApi()
})

describe('Add to trip', () => {
  it('lists the traveller’s trips and adds the event as the last stop of the one chosen', async () => {
    const user = userEvent.setup()
    userActions.success(me)
    api.on('GET', '/api/trips', () => ok([summary]))
    api.on('GET', '/api/trips/t1', () => ok(tripOf()))
    api.on('POST', '/api/trips/t1/stops', () => ok(tripOf({ version: 5 })))
    renderInApp(<AddToTrip eventId="e9" userId="me-1" />)
    await user.click(screen.getByRole('button', { name: 'Add to trip' }))
    expect(screen.getByRole('link', { name: 'New trip…' })).toHaveAttribute('href', '/trips')
    await user.click(await screen.findByRole('button', { name: 'Balkans 2026' }))
    expect(await screen.findByText('Added to “Balkans 2026”.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Open the trip' })).toHaveAttribute('href', '/trips/t1')
    // no `after`: the API puts it last
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 4, eventId: 'e9' })
  })
})

describe('an itinerary’s published trip', () => {
  it('shows the stops in order with links, as they are now', async () => {
    api.on('GET', '/api/events/it1/trip', () =>
      ok(tripOf({ stops: [...tripOf().stops, eventStop('s4', null, 'Closed camp')] })),
    )
    renderInApp(<PublishedTrip eventId="it1" />)
    expect(await screen.findByRole('heading', { level: 2, name: 'The trip' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Lake camp' })).toHaveAttribute('href', '/events/e1')
    expect(screen.getByText('Closed camp')).toBeInTheDocument()
    expect(screen.getByText('No longer available on the site.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument()
  })

  it('shows nothing for an itinerary without a trip', async () => {
    api.on('GET', '/api/events/it2/trip', () => ok(null))
    renderInApp(<PublishedTrip eventId="it2" />)
    await waitFor(() => expect(screen.queryByText('Loading the trip…')).not.toBeInTheDocument())
    expect(api.calls).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'The trip' })).not.toBeInTheDocument()
  })
})
