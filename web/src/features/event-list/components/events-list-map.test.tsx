import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventDto, MapPointDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { stubApi, type ApiStub } from '@/testing/api-stub'
import { eventsQueries, makeEvent } from '@/testing/event-factories'
import { renderInApp, renderRoutes } from '@/testing/render-app'
import { EventsList } from './events-list'
import { EventsMap } from '@/features/events-map'

function page(events: EventDto[], nextCursor: string | null = null) {
  return { status: 200, body: { success: true, data: events, nextCursor } }
}

/** Three camps within a kilometre of each other in Bratislava, and a place in Vienna, 55 km west. */
const POINTS: MapPointDto[] = [
  {
    _id: 'b1',
    lat: 48.1486,
    lng: 17.1077,
    main: 'camp',
    sub: 'natural',
    access: 0,
    title: 'Danube camp',
    thumbnail: null,
    date: '2024-05-01',
    rating: null,
    lastVisit: null,
    state: 'as-described',
  },
  {
    _id: 'b2',
    lat: 48.1526,
    lng: 17.1107,
    main: 'camp',
    sub: 'natural',
    access: 1,
    title: 'Castle camp',
    thumbnail: null,
    date: '2024-05-02',
    rating: null,
    lastVisit: null,
    state: 'as-described',
  },
  {
    _id: 'b3',
    lat: 48.1456,
    lng: 17.1147,
    main: 'route',
    sub: 'offroad',
    access: 2,
    title: 'Old town loop',
    thumbnail: null,
    date: '2024-05-03',
    rating: null,
    lastVisit: null,
    state: 'as-described',
  },
  {
    _id: 'v1',
    lat: 48.2082,
    lng: 16.3738,
    main: 'places',
    sub: 'views',
    access: 1,
    title: 'Vienna view',
    thumbnail: 'http://127.0.0.1:9199/t.webp',
    date: '2024-06-01',
    rating: null,
    lastVisit: null,
    state: 'as-described',
  },
]

const mapRequests = (api: ApiStub) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === '/api/events/map')

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/events', () => page([makeEvent({ _id: 'b1', title: 'Danube camp' })]))
  api.on('GET', '/api/events/map', () => ({
    status: 200,
    body: { success: true, data: { clusters: [], points: POINTS, truncated: false } },
  }))
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const list = (path = '/') =>
  renderRoutes(path, [
    { index: true, element: <EventsList hideAddForm /> },
    { path: 'events/:id', element: <h1>Event page</h1> },
  ])

// The map and its outlines load lazily, on a machine shared by several test runs.
describe('the events map', { timeout: 20_000 }, () => {
  it('switches from the list to a map of clusters kept in ?view=map, and back', async () => {
    const { router } = list()
    await screen.findByRole('link', { name: /Danube camp/ })
    const views = screen.getByRole('group', { name: 'Show events as' })
    expect(within(views).getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true')

    await userEvent.click(within(views).getByRole('link', { name: 'Map' }))
    expect(router.state.location.search).toBe('?view=map')
    const map = await screen.findByRole('region', { name: 'Map of events' })
    // the three Bratislava events crowd together at the view that shows Vienna too
    expect(await within(map).findByRole('button', { name: '3 events here, zoom in' })).toBeInTheDocument()
    expect(within(map).getByRole('button', { name: 'Vienna view, Places, Car' })).toBeInTheDocument()
    expect(screen.getByText('4 events on the map')).toBeInTheDocument()
    expect(mapRequests(api)).toHaveLength(1)

    await userEvent.click(within(views).getByRole('link', { name: 'List' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('link', { name: /Danube camp/ })).toBeInTheDocument()
  })

  it('asks only for the map points when opened on the map, not for the list it does not show', async () => {
    list('/?view=map')
    await screen.findByRole('button', { name: '3 events here, zoom in' })
    expect(mapRequests(api)).toHaveLength(1)
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === '/api/events')).toHaveLength(0)
  })

  it('zooms into a cluster with Enter, opens a marker card and goes to the event', async () => {
    const { router } = list('/?view=map')
    const cluster = await screen.findByRole('button', { name: '3 events here, zoom in' })
    cluster.focus()
    await userEvent.keyboard('{Enter}')
    const marker = await screen.findByRole('button', { name: 'Old town loop, Routes, Off-road' })
    expect(screen.queryByRole('button', { name: '3 events here, zoom in' })).not.toBeInTheDocument()
    // the two camps, 400 m apart, may still share a cluster: one more step in shows both
    const pair = screen.queryByRole('button', { name: '2 events here, zoom in' })
    if (pair) await userEvent.click(pair)
    expect(await screen.findByRole('button', { name: 'Danube camp, Camps, Caravan' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Castle camp, Camps, Car' })).toBeInTheDocument()

    await userEvent.click(marker)
    const card = await screen.findByRole('dialog', { name: 'Old town loop' })
    expect(within(card).getByText('3 May 2024')).toBeInTheDocument()
    expect(within(card).getByText('Routes · Off-road')).toBeInTheDocument()
    const link = within(card).getByRole('link', { name: 'Old town loop' })
    // (focus moves in an effect after the card is drawn)
    await waitFor(() => expect(link).toHaveFocus())
    await userEvent.click(link)
    expect(router.state.location.pathname).toBe('/events/b3')
  })

  it('shows a marker card’s stars and a gone mark', async () => {
    const gone = { ...POINTS[3], rating: 4.25, state: 'gone', lastVisit: '2024-06-02' } as MapPointDto
    api.on('GET', '/api/events/map', () => ({
      status: 200,
      body: {
        success: true,
        data: { clusters: [], points: [...POINTS.slice(0, 3), gone], truncated: false },
      },
    }))
    list('/?view=map')
    await userEvent.click(await screen.findByRole('button', { name: 'Vienna view, Places, Car, gone' }))
    const card = await screen.findByRole('dialog', { name: 'Vienna view' })
    expect(within(card).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument()
    expect(within(card).getByText('Gone')).toBeInTheDocument()
  })

  it('asks for the map with the list filters, and answers in Slovak', async () => {
    await i18n.changeLanguage('sk')
    list('/?view=map')
    expect(await screen.findByRole('button', { name: 'Tu sú 3 tipy, priblížiť' })).toBeInTheDocument()
    expect(screen.getByText('Na mape sú 4 tipy')).toBeInTheDocument()
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Sekcia' })).getByRole('link', { name: 'Kempy' }),
    )
    await waitFor(() => expect(mapRequests(api)).toHaveLength(2))
  })
})

describe('near me and near a place', { timeout: 20_000 }, () => {
  it('sorts by distance from typed coordinates and shows how far each event is', async () => {
    api.on('GET', '/api/events', () =>
      page(
        eventsQueries().at(-1)?.near
          ? [makeEvent({ _id: 'n1', title: 'Near camp' }), makeEvent({ _id: 'n2', title: 'Far camp' })].map(
              (e, i) => ({ ...e, distanceKm: [2.3, 12.46][i] }) as EventDto,
            )
          : [makeEvent({ _id: 'b1', title: 'Danube camp' })],
      ),
    )
    const { router } = list()
    await screen.findByRole('link', { name: /Danube camp/ })
    await userEvent.click(screen.getByRole('button', { name: 'Near a place' }))
    const input = await screen.findByRole('textbox', { name: 'Latitude, longitude' })
    await userEvent.type(input, 'Bratislava')
    await userEvent.click(screen.getByRole('button', { name: 'Show nearest' }))
    expect(
      await screen.findByText('Enter a latitude and a longitude, such as 48.1486, 17.1077.'),
    ).toBeInTheDocument()

    await userEvent.clear(input)
    await userEvent.type(input, '48.1486, 17.1077')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Within' }), '50')
    await userEvent.click(screen.getByRole('button', { name: 'Show nearest' }))
    await waitFor(() =>
      expect(eventsQueries().at(-1)).toEqual({ near: '48.1486,17.1077', radius: '50', limit: '24' }),
    )
    expect(router.state.location.search).toBe('?near=48.1486%2C17.1077&radius=50')
    const near = await screen.findByRole('link', { name: /Near camp/ })
    expect(within(near).getByText('2.3 km away')).toBeInTheDocument()
    expect(
      within(screen.getByRole('link', { name: /Far camp/ })).getByText('12.5 km away'),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Nearest first, within 50 km of 48.1486, 17.1077')

    await userEvent.click(screen.getByRole('button', { name: 'Usual order' }))
    expect(router.state.location.search).toBe('')
    await waitFor(() => expect(eventsQueries().at(-1)).toEqual({ limit: '24' }))
  })

  it('asks the browser for the location only on "Near me", and says clearly when it is refused', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: 'denied',
      } as GeolocationPositionError),
    )
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } })
    list()
    await screen.findByRole('link', { name: /Danube camp/ })
    expect(getCurrentPosition).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }))
    expect(getCurrentPosition).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser did not share your location.')
  })

  it('lists the events near the reader once the browser gives the position, in Slovak', async () => {
    await i18n.changeLanguage('sk')
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (done: PositionCallback) =>
          done({ coords: { latitude: 48.712345678, longitude: 21.261234567 } } as GeolocationPosition),
      },
    })
    api.on('GET', '/api/events', () =>
      page([{ ...makeEvent({ _id: 'k1', title: 'Košice camp' }), distanceKm: 1234.56 } as EventDto]),
    )
    list()
    await screen.findByRole('link', { name: /Košice camp/ })
    await userEvent.click(screen.getByRole('button', { name: 'Blízko mňa' }))
    await waitFor(() =>
      expect(eventsQueries().at(-1)).toEqual({ near: '48.71235,21.26123', radius: '100', limit: '24' }),
    )
    expect(await screen.findByText('1 234,6 km odtiaľto')).toBeInTheDocument()
  })
})

/** The answer of GET /api/events: the usual list, or two events with their distance when asked for `near`. */
function answerNearWithDistances() {
  api.on('GET', '/api/events', () =>
    page(
      eventsQueries().at(-1)?.near
        ? [makeEvent({ _id: 'n1', title: 'Near camp' }), makeEvent({ _id: 'n2', title: 'Far camp' })].map(
            (e, i) => ({ ...e, distanceKm: [3.2, 41.7][i] }) as EventDto,
          )
        : [makeEvent({ _id: 'b1', title: 'Danube camp' })],
    ),
  )
}

/** The place in ?near= as numbers. */
function nearOf(search: string): [number, number] {
  const [lat, lng] = (new URLSearchParams(search).get('near') ?? '').split(',').map(Number)
  return [lat ?? NaN, lng ?? NaN]
}

describe('the keyless map', { timeout: 20_000 }, () => {
  it('zooms with Ctrl + wheel (a trackpad pinch) and keeps the page from zooming; a plain wheel scrolls on', async () => {
    list('/?view=map')
    const region = await screen.findByRole('region', { name: 'Map of events' })
    await within(region).findByRole('button', { name: '3 events here, zoom in' })
    const map = within(region).getByRole('application')
    const scale = () => screen.getByTestId('scale-bar').textContent
    const before = scale()
    expect(fireEvent.wheel(map, { deltaY: -300 })).toBe(true)
    expect(scale()).toBe(before)
    // fireEvent answers false when the event's default action was prevented
    expect(fireEvent.wheel(map, { deltaY: -300, ctrlKey: true })).toBe(false)
    await waitFor(() => expect(scale()).not.toBe(before))
  })
})

describe('near a place picked on the map', { timeout: 20_000 }, () => {
  it('a click on the map drops a pin there, and "Nearest to here" lists the events nearest to it', async () => {
    answerNearWithDistances()
    const { router } = list('/?view=map')
    const region = await screen.findByRole('region', { name: 'Map of events' })
    await within(region).findByRole('button', { name: '3 events here, zoom in' })
    const map = within(region).getByRole('application')
    const user = userEvent.setup()

    // a double-click zooms in and drops nothing
    await user.dblClick(map)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(screen.queryByRole('dialog', { name: 'Chosen place' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all' }))

    // the middle of a map showing Bratislava and Vienna is between the two
    await user.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: 320, clientY: 192 } })
    const card = await screen.findByRole('dialog', { name: 'Chosen place' })
    expect(within(region).getByRole('img', { name: 'Chosen place' })).toBeInTheDocument()
    const here = within(card).getByRole('button', { name: 'Nearest to here' })
    // (focus moves in an effect after the card is drawn: on a busy machine a moment after it appears)
    await waitFor(() => expect(here).toHaveFocus())
    await user.keyboard('{Enter}')

    const [lat, lng] = nearOf(router.state.location.search)
    expect(lat).toBeGreaterThan(48.14)
    expect(lat).toBeLessThan(48.21)
    expect(lng).toBeGreaterThan(16.37)
    expect(lng).toBeLessThan(17.11)
    expect(new URLSearchParams(router.state.location.search).get('view')).toBeNull()
    const near = await screen.findByRole('link', { name: /Near camp/ })
    expect(within(near).getByText('3.2 km away')).toBeInTheDocument()
    expect(
      within(screen.getByRole('link', { name: /Far camp/ })).getByText('41.7 km away'),
    ).toBeInTheDocument()
    // as far as the map reaches: Vienna and Bratislava, both on it, are within
    const radius = Number(new URLSearchParams(router.state.location.search).get('radius') ?? 100)
    expect(radius).toBeGreaterThanOrEqual(50)
    expect(screen.getByRole('status')).toHaveTextContent(
      new RegExp(`^Nearest first, within ${radius} km of 48\\.\\d+, 1[67]\\.\\d+`),
    )
    expect(screen.getByRole('status')).toHaveFocus()
  })

  it('by keyboard: the map moved with the arrow keys, then "Events near the map\'s centre", in Slovak', async () => {
    await i18n.changeLanguage('sk')
    answerNearWithDistances()
    const { router } = list('/?view=map')
    const region = await screen.findByRole('region', { name: 'Mapa tipov' })
    await within(region).findByRole('button', { name: 'Tu sú 3 tipy, priblížiť' })
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Tipy pri strede mapy' }))
    const before = nearOf(router.state.location.search)
    expect(await screen.findAllByText(/km odtiaľto/)).toHaveLength(2)

    // back on the map (as the Back button does), moved east with the keyboard
    await act(() => router.navigate(-1))
    const map = within(await screen.findByRole('region', { name: 'Mapa tipov' })).getByRole('application')
    map.focus()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Tipy pri strede mapy' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const after = nearOf(router.state.location.search)
    expect(after[1]).toBeGreaterThan(before[1])
    expect(after[0]).toBeCloseTo(before[0], 1)
  })

  it('"Pick on the map" opens the map around the place the list is sorted by, marked with a pin', async () => {
    answerNearWithDistances()
    const { router } = list('/?near=48.1486,17.1077&radius=25')
    await screen.findByRole('link', { name: /Near camp/ })
    await userEvent.click(screen.getByRole('button', { name: 'Near a place' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Pick on the map' }))
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('map')
    const region = await screen.findByRole('region', { name: 'Map of events' })
    expect(
      await within(region).findByRole('img', { name: 'Where the list is sorted from' }),
    ).toBeInTheDocument()
    // the map shows the 25 km around Bratislava: its three events, not Vienna's 55 km away
    expect(within(region).getByRole('button', { name: '3 events here, zoom in' })).toBeInTheDocument()
    expect(within(region).queryByRole('button', { name: /Vienna view/ })).not.toBeInTheDocument()
  })
})

describe('with a Maps key', { timeout: 20_000 }, () => {
  afterEach(() => {
    delete (window as { google?: unknown }).google
  })

  it('asks Google for the map, and shows the keyless map with the same clusters when its script cannot load', async () => {
    // the script loader says on the console that it tries again
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderInApp(<EventsMap filter={{}} onShowNear={() => {}} mapsApiKey="a-maps-key" />)
    const googleScript = () =>
      document.querySelector<HTMLScriptElement>('script[src^="https://maps.googleapis.com/maps/api/js"]')
    await waitFor(() => expect(googleScript()).not.toBeNull())
    const src = new URL(googleScript()!.src)
    expect(src.searchParams.get('key')).toBe('a-maps-key')
    expect(src.searchParams.get('language')).toBe('en')
    expect(screen.getByRole('region', { name: 'Map of events' })).toBeInTheDocument()
    expect(screen.queryByRole('application')).not.toBeInTheDocument()

    // offline, the script fails each time it is tried
    for (let i = 0; i < 8 && !screen.queryByRole('application'); i++) {
      googleScript()?.dispatchEvent(new Event('error'))
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    const region = screen.getByRole('region', { name: 'Map of events' })
    expect(within(region).getByRole('application')).toBeInTheDocument()
    expect(await within(region).findByRole('button', { name: '3 events here, zoom in' })).toBeInTheDocument()
  })
})
