// The events map asks for the part of the world it shows: the world first, then each view it comes to
// rest on, rounded to the server's grid; the server's clusters are bubbles that zoom to their cell, and
// the previous answer stays on screen while the next one is on its way.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mapBoxParam, mapGridOf, type MapBox, type MapPointDto, type MapViewDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { stubApi, type ApiAnswer } from '@/testing/api-stub'
import { eventsQueries } from '@/testing/event-factories'
import { renderInApp } from '@/testing/render-app'
import { EventsMap } from '@/features/events-map'

function point(overrides: Partial<MapPointDto> & Pick<MapPointDto, '_id' | 'title' | 'lat' | 'lng'>) {
  return {
    main: 'camp',
    sub: 'natural',
    access: 0,
    thumbnail: null,
    date: '2024-05-01',
    rating: null,
    lastVisit: null,
    state: 'as-described',
    ...overrides,
  } satisfies MapPointDto
}

/** The cell of the grid Bratislava's events are counted in at the world's first views. */
const CELL: MapBox = [47.8125, 16.875, 49.21875, 18.28125]
const LIMA = point({ _id: 'lima', title: 'Andes camp', lat: -12.05, lng: -77.04 })
const TOWN = [
  point({ _id: 'd', title: 'Danube camp', lat: 48.1486, lng: 17.1077 }),
  point({ _id: 'c', title: 'Castle view', lat: 48.6, lng: 17.8, main: 'places', access: 1 }),
]

const answer = (data: MapViewDto): ApiAnswer => ({ status: 200, body: { success: true, data } })
const mapQueries = () => eventsQueries('/api/events/map')
const boxOf = (query: Record<string, string> | undefined) =>
  (query?.bbox ?? '').split(',').map(Number) as MapBox

let release: () => void = () => {}
/** whether the server has so few events that it answers every view with points alone */
let fewEvents = false

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  fewEvents = false
  stubApi().on('GET', '/api/events/map', async () => {
    if (fewEvents) return answer({ clusters: [], points: TOWN, truncated: false })
    // a view zoomed in on the cell: its events one by one, once the test lets the answer go
    if (Number(mapQueries().at(-1)?.zoom) >= 6) {
      await new Promise<void>((resolve) => (release = resolve))
      return answer({ clusters: [], points: TOWN, truncated: false })
    }
    return answer({
      clusters: [{ position: [48.3, 17.4], count: 120, bounds: CELL }],
      points: [LIMA],
      truncated: false,
    })
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

const showMap = () =>
  renderInApp(<EventsMap filter={{ sections: ['camp', 'places'] }} onShowNear={() => {}} mapsApiKey="" />)

// The map and its outlines load lazily, on a machine shared by several test runs.
describe('the events map by viewport', { timeout: 20_000 }, () => {
  it('draws the server’s clusters, zooms into one and asks for the events of the new view', async () => {
    showMap()
    const map = await screen.findByRole('region', { name: 'Map of events' })
    const cluster = await within(map).findByRole('button', { name: '120 events here, zoom in' })
    expect(within(map).getByRole('button', { name: 'Andes camp, Camps, Caravan' })).toBeInTheDocument()
    expect(screen.getByText('121 events on the map')).toBeInTheDocument()
    // the first question is the whole world, with the list's filters
    expect(mapQueries()[0]).toEqual({ section: 'camp,places', bbox: '-90,-180,90,180', zoom: '0' })

    await userEvent.click(cluster)
    await waitFor(() => expect(Number(mapQueries().at(-1)?.zoom)).toBeGreaterThanOrEqual(6))
    const asked = mapQueries().at(-1)
    const [south, west, north, east] = boxOf(asked)
    // the view of the cell: around its centre, a few degrees at most
    expect(south < 48.5 && north > 48.5 && west < 17.6 && east > 17.6).toBe(true)
    expect(north - south).toBeLessThan(5)
    // rounded to the grid it is counted in, so nearby views share an address; zoomed in from the world
    expect(mapBoxParam(mapGridOf(boxOf(asked)).box)).toBe(asked?.bbox)
    expect(asked?.section).toBe('camp,places')
    // while the new view's answer is on its way, the previous one stays on screen
    expect(within(map).getByRole('button', { name: '120 events here, zoom in' })).toBeInTheDocument()

    release()
    expect(
      await within(map).findByRole('button', { name: 'Danube camp, Camps, Caravan' }),
    ).toBeInTheDocument()
    expect(within(map).getByRole('button', { name: 'Castle view, Places, Car' })).toBeInTheDocument()
    expect(within(map).queryByRole('button', { name: '120 events here, zoom in' })).not.toBeInTheDocument()
    expect(screen.getByText('2 events on the map')).toBeInTheDocument()
  })

  it('asks nothing more when the first answer holds every event as a point', async () => {
    fewEvents = true
    showMap()
    const map = await screen.findByRole('region', { name: 'Map of events' })
    await within(map).findByRole('button', { name: 'Castle view, Places, Car' })
    // the map settles on its first view; that view's events are all in the answer already
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(mapQueries()).toHaveLength(1)
  })
})
