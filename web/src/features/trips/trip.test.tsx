import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { UserDto } from '@travel/domain'
import { validationMessagesSk } from '@travel/domain/messages-sk'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiAnswer, type ApiStub } from '@/testing/api-stub'
import { renderRoutes } from '@/testing/render-app'
import { sharedTripRoutes, tripsRoutes } from './routes'
import { pointStop, tripOf } from './testing/trip-fixtures'

const me: UserDto = {
  _id: 'me-1',
  username: 'jana',
  email: 'j@example.com',
  profilePicture: '',
  favourites: [],
}

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
})

function ownTrip() {
  userActions.success(me)
  api.on('GET', '/api/trips/t1', () => ok(tripOf()))
  api.on('GET', '/api/trips/t1/share', () => ok(null))
  return renderRoutes('/trips/t1', tripsRoutes)
}

describe('a trip', () => {
  it('shows its days, the way to each stop, the totals and each stop’s warnings in words', async () => {
    ownTrip()
    expect(await screen.findByRole('heading', { level: 1, name: 'Balkans 2026' })).toBeInTheDocument()
    // the camp ends the first day
    expect(screen.getByRole('heading', { level: 3, name: 'Day 1 · 2 November 2026' })).toBeInTheDocument()
    const day2 = screen.getByRole('region', { name: 'Day 2 · 3 November 2026' })
    // the route's own track, apart from the straight line to it
    expect(
      within(day2).getByText(/as the crow flies · 34\.5\skm of track · 800\sm climb$/),
    ).toBeInTheDocument()
    expect(within(day2).getByText(/^\S+\skm as the crow flies · 34\.5\skm of tracks/)).toBeInTheDocument()
    expect(screen.getByText('This place takes vehicles up to 7 m long; yours is 7.5 m.')).toBeInTheDocument()
    expect(screen.getByText('Closed in November.')).toBeInTheDocument()
    expect(screen.getByText('Reported gone at the last visit.')).toBeInTheDocument()
    const totals = screen.getByLabelText('The whole trip')
    expect(totals).toHaveTextContent(/3\sstops/)
    expect(totals).toHaveTextContent(/1\snight/)
    expect(totals).toHaveTextContent(/Along tracks34\.5\skm/)
    // the stops on the map, numbered, and the honest straight lines between them
    expect(screen.getByRole('img', { name: 'Stop 2: Ridge route' })).toBeInTheDocument()
    expect(screen.getByText(/as the crow flies between stops, not a road/)).toBeInTheDocument()
  })

  it('moves a stop up from the keyboard with one change: after the stop before the one above it', async () => {
    const user = userEvent.setup()
    ownTrip()
    api.on('PATCH', '/api/trips/t1/stops/s3', () => ok(tripOf({ version: 5 })))
    const up = await screen.findByRole('button', { name: 'Move up: Ferry' })
    up.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1))
    const patch = api.calls.find((c) => c.method === 'PATCH')
    expect(patch?.body).toEqual({ version: 4, after: 's1' })
    expect(screen.getByRole('button', { name: 'Move up: Lake camp' })).toBeDisabled()
  })

  it('moving the second stop up puts it first (after: null)', async () => {
    const user = userEvent.setup()
    ownTrip()
    api.on('PATCH', '/api/trips/t1/stops/s2', () => ok(tripOf({ version: 5 })))
    await user.click(await screen.findByRole('button', { name: 'Move up: Ridge route' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true))
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 4, after: null })
  })

  it('says when the trip changed in another window, and reloads it', async () => {
    const user = userEvent.setup()
    ownTrip()
    const message = 'This trip was changed in another window since you opened it.'
    api.on('PATCH', '/api/trips/t1/stops/s1', () => fail(409, 'trip_changed', message))
    await user.click(await screen.findByRole('button', { name: 'Move down: Lake camp' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/trips/t1')).toHaveLength(2),
    )
  })

  it('marks a stop for the night and removes one, each with the trip’s version', async () => {
    const user = userEvent.setup()
    ownTrip()
    api.on('PATCH', '/api/trips/t1/stops/s2', () => ok(tripOf({ version: 5 })))
    api.on('DELETE', '/api/trips/t1/stops/s3', () => ok(tripOf({ version: 6 })))
    await screen.findByRole('heading', { level: 1, name: 'Balkans 2026' })
    await user.click(screen.getByRole('checkbox', { name: 'Stay the night at “Ridge route”' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true))
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 4, overnight: true })
    await user.click(screen.getByRole('button', { name: 'Remove “Ferry” from the trip' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true))
  })
})

describe('a change on a slow network', () => {
  /** The stops in the order the page shows them, by their Move up buttons' names. */
  const shownOrder = () =>
    screen
      .getAllByRole('button', { name: /^Move up: / })
      .map((button) => button.getAttribute('aria-label')?.replace('Move up: ', ''))

  /** Answers the next PATCH of `stopId` only when the test says so. */
  function slowAnswer(stopId: string, answer: () => ApiAnswer) {
    const answers: (() => void)[] = []
    api.on(
      'PATCH',
      `/api/trips/t1/stops/${stopId}`,
      () => new Promise((resolve) => answers.push(() => resolve(answer()))),
    )
    return () => answers.shift()?.()
  }

  it('shows a moved stop in its place at once, says it is saving, and keeps it when answered', async () => {
    const user = userEvent.setup()
    ownTrip()
    const [lake, ridge, ferry] = tripOf().stops
    const answer = slowAnswer('s3', () => ok(tripOf({ version: 5, stops: [lake!, ferry!, ridge!] })))
    await user.click(await screen.findByRole('button', { name: 'Move up: Ferry' }))
    expect(shownOrder()).toEqual(['Lake camp', 'Ferry', 'Ridge route'])
    expect(screen.getByText('Saving your changes…')).toBeInTheDocument()
    // the list stays usable while the answer is on its way
    expect(screen.getByRole('button', { name: 'Move up: Ridge route' })).toBeEnabled()
    answer()
    await waitFor(() => expect(screen.queryByText('Saving your changes…')).not.toBeInTheDocument())
    expect(shownOrder()).toEqual(['Lake camp', 'Ferry', 'Ridge route'])
  })

  it('puts a refused move back, and says why', async () => {
    const user = userEvent.setup()
    ownTrip()
    const answer = slowAnswer('s3', () => fail(503, 'unavailable', 'The service is not available.'))
    await user.click(await screen.findByRole('button', { name: 'Move up: Ferry' }))
    expect(shownOrder()).toEqual(['Lake camp', 'Ferry', 'Ridge route'])
    answer()
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is not available.')
    expect(shownOrder()).toEqual(['Lake camp', 'Ridge route', 'Ferry'])
  })

  it('sends two quick moves one after another, the second with the version the first answered', async () => {
    const user = userEvent.setup()
    ownTrip()
    const [lake, ridge, ferry] = tripOf().stops
    let version = 4
    const answer = slowAnswer('s3', () => {
      version += 1
      return ok(tripOf({ version, stops: version === 5 ? [lake!, ferry!, ridge!] : [ferry!, lake!, ridge!] }))
    })
    await user.click(await screen.findByRole('button', { name: 'Move up: Ferry' }))
    await user.click(screen.getByRole('button', { name: 'Move up: Ferry' }))
    expect(shownOrder()).toEqual(['Ferry', 'Lake camp', 'Ridge route'])
    const patches = () => api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)
    await waitFor(() => expect(patches()).toHaveLength(1))
    answer()
    await waitFor(() => expect(patches()).toHaveLength(2))
    expect(patches()).toEqual([
      { version: 4, after: 's1' },
      { version: 5, after: null },
    ])
    expect(shownOrder()).toEqual(['Ferry', 'Lake camp', 'Ridge route'])
    answer()
    await waitFor(() => expect(screen.queryByText('Saving your changes…')).not.toBeInTheDocument())
    expect(shownOrder()).toEqual(['Ferry', 'Lake camp', 'Ridge route'])
  })
})

describe('a long trip', () => {
  it('shows every one of its stops, the last with its controls, though drawn a step at a time', async () => {
    userActions.success(me)
    // three steps of drawing, the last one short
    const stops = Array.from({ length: 12 }, (_, i) =>
      pointStop(`p${i + 1}`, `Point ${i + 1}`, [45 + i / 10, 15 + i / 10]),
    )
    api.on('GET', '/api/trips/t1', () => ok(tripOf({ stops })))
    api.on('GET', '/api/trips/t1/share', () => ok(null))
    renderRoutes('/trips/t1', tripsRoutes)
    const last = await screen.findByRole('button', { name: 'Move up: Point 12' }, { timeout: 10_000 })
    expect(last).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Move down: Point 12' })).toBeDisabled()
    expect(screen.getAllByRole('button', { name: /^Move up: Point \d+$/ })).toHaveLength(12)
    expect(screen.getByRole('img', { name: 'Stop 12: Point 12' })).toBeInTheDocument()
  })
})

describe('a stop’s note and a point’s name', () => {
  it('are saved with the trip’s version, and a refusal is said at the field', async () => {
    const user = userEvent.setup()
    ownTrip()
    api.on('PATCH', '/api/trips/t1/stops/s3', (call) =>
      (call.body as { note?: string }).note === 'x'.repeat(3)
        ? fail(400, 'validation_failed', 'The note is too long.')
        : ok(tripOf({ version: 5 })),
    )
    await screen.findByRole('heading', { level: 1, name: 'Balkans 2026' })
    await user.click(screen.getByRole('button', { name: 'Add a note to “Ferry”' }))
    const name = screen.getByRole('textbox', { name: /Name of the point/ })
    await user.clear(name)
    await user.type(name, 'Ferry to Split')
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Tickets at the port.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument())
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      version: 4,
      note: 'Tickets at the port.',
      name: 'Ferry to Split',
    })

    await user.click(screen.getByRole('button', { name: 'Add a note to “Ferry”' }))
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'xxx')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Note/ })).toHaveAccessibleErrorMessage(
        'The note is too long.',
      ),
    )
  })
})

describe('the new trip form', () => {
  it('says what is wrong in Slovak, with the API’s own messages', async () => {
    const user = userEvent.setup()
    await i18n.changeLanguage('sk')
    userActions.success(me)
    api.on('GET', '/api/trips', () => ok([]))
    renderRoutes('/trips', tripsRoutes)
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje cesty' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Vytvoriť cestu' }))
    expect(await screen.findByText(validationMessagesSk.required)).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /Názov/ }), 'Ab')
    await user.type(screen.getByRole('textbox', { name: 'Dĺžka (m)' }), '40')
    expect(await screen.findByText(validationMessagesSk.trip_name_length)).toBeInTheDocument()
    // the messages keep a no-break space after "v", which the text matcher does not
    const sameText = (text: string) => (_: string, element: Element | null) =>
      element?.textContent === text && element.children.length === 0
    expect(screen.getByText(sameText(validationMessagesSk.trip_vehicle_length_invalid))).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0)
  })

  it('creates a trip with a decimal comma and opens it', async () => {
    const user = userEvent.setup()
    await i18n.changeLanguage('sk')
    userActions.success(me)
    api.on('GET', '/api/trips', () => ok([]))
    api.on('POST', '/api/trips', () => ok(tripOf({ stops: [] }), 201))
    const { router } = renderRoutes('/trips', tripsRoutes)
    await user.type(await screen.findByRole('textbox', { name: /Názov/ }), 'Balkán')
    await user.type(screen.getByRole('textbox', { name: 'Dĺžka (m)' }), '7,5')
    await user.click(screen.getByRole('checkbox', { name: 'Pohon 4×4 alebo vysoká svetlá výška' }))
    await user.click(screen.getByRole('button', { name: 'Vytvoriť cestu' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/t1'))
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Balkán',
      startDate: null,
      vehicle: { lengthM: 7.5, heightM: null, fourByFour: true },
    })
  })

  it('starts a new trip with the kept vehicle, and keeps a changed one when asked', async () => {
    const user = userEvent.setup()
    userActions.success({ ...me, vehicle: { lengthM: 6.9, heightM: 2.8, fourByFour: false } })
    api.on('GET', '/api/trips', () => ok([]))
    api.on('POST', '/api/user/update/me-1', (call) =>
      ok({ ...me, vehicle: (call.body as { vehicle: unknown }).vehicle }),
    )
    api.on('POST', '/api/trips', () => ok(tripOf({ stops: [] }), 201))
    renderRoutes('/trips', tripsRoutes)
    const length = await screen.findByRole('textbox', { name: 'Length (m)' })
    expect(length).toHaveValue('6.9')
    expect(screen.getByRole('textbox', { name: 'Height (m)' })).toHaveValue('2.8')
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Alps')
    await user.clear(length)
    await user.type(length, '7.4')
    await user.click(screen.getByRole('checkbox', { name: 'Keep this vehicle for my next trips' }))
    await user.click(screen.getByRole('button', { name: 'Create trip' }))
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/trips' && c.method === 'POST')).toBe(true),
    )
    const kept = { lengthM: 7.4, heightM: 2.8, fourByFour: false }
    expect(api.calls.find((c) => c.path === '/api/user/update/me-1')?.body).toEqual({ vehicle: kept })
    expect(useRootStore.getState().user.currentUser?.vehicle).toEqual(kept)
  })
})

describe('a trip’s private link', () => {
  it('is made, then made anew: the field shows the new address', async () => {
    const user = userEvent.setup()
    const tokens = ['first-token', 'second-token']
    ownTrip()
    api.on('POST', '/api/trips/t1/share', () =>
      ok({ token: tokens.shift(), createdAt: '2026-10-02T10:00:00.000Z' }),
    )
    await user.click(await screen.findByRole('button', { name: 'Create a link' }))
    const address = (token: string) => `${window.location.origin}/shared-trip/${token}`
    expect(await screen.findByRole('textbox', { name: 'Link to your trip' })).toHaveValue(
      address('first-token'),
    )
    await user.click(screen.getByRole('button', { name: 'Make a new link' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Link to your trip' })).toHaveValue(address('second-token')),
    )
  })
})

describe('a shared trip', () => {
  it('shows the trip to anyone, read-only, with plain export links', async () => {
    api.on('GET', '/api/shared-trips/tok123', () => ok(tripOf()))
    renderRoutes('/shared-trip/tok123', sharedTripRoutes)
    expect(await screen.findByRole('heading', { level: 1, name: 'Balkans 2026' })).toBeInTheDocument()
    expect(screen.getByText(/A trip shared by jana/)).toBeInTheDocument()
    expect(screen.getByText('Closed in November.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit trip' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'GPX' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/shared-trips/tok123/export.gpx?lang=en'),
    )
  })

  it('says so when the link no longer works', async () => {
    api.on('GET', '/api/shared-trips/old', () => fail(404, 'shared_trip_not_found', 'gone'))
    renderRoutes('/shared-trip/old', sharedTripRoutes)
    expect(await screen.findByRole('heading', { level: 1, name: 'Trip not found' })).toBeInTheDocument()
  })
})
