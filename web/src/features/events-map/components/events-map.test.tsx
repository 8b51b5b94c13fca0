// How fresh each event is, on the keyless map's markers: a green dot for a visit within the year, nothing
// for an event nobody has been to lately, grey and crossed out when gone; said in the marker's name too.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { todayIso, type MapPointDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { stubApi } from '@/testing/api-stub'
import { renderInApp } from '@/testing/render-app'
import { EventsMap } from '@/features/events-map'

function daysAgo(days: number): string {
  const day = new Date(`${todayIso()}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - days)
  return day.toISOString().slice(0, 10)
}

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

/** Four events hundreds of kilometres apart, so that none share a cluster. */
const POINTS: MapPointDto[] = [
  point({ _id: 'r', title: 'Danube camp', lat: 48.1486, lng: 17.1077, lastVisit: daysAgo(21), rating: 4 }),
  point({
    _id: 's',
    title: 'Vltava view',
    lat: 50.0755,
    lng: 14.4378,
    main: 'places',
    access: 1,
    lastVisit: '2020-05-01',
    rating: 3,
  }),
  point({
    _id: 'g',
    title: 'Old quarry',
    lat: 47.4979,
    lng: 19.0402,
    main: 'places',
    access: 1,
    lastVisit: '2023-04-01',
    state: 'gone',
  }),
  point({ _id: 'n', title: 'Quiet lake', lat: 46.0569, lng: 14.5058 }),
]

const visitLook = (marker: HTMLElement) => marker.querySelector('[data-visit]')?.getAttribute('data-visit')
const fill = (marker: HTMLElement) => marker.querySelector('[data-shape]')?.getAttribute('fill')

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  stubApi().on('GET', '/api/events/map', () => ({
    status: 200,
    body: { success: true, data: { clusters: [], points: POINTS, truncated: false } },
  }))
})

afterEach(() => {
  vi.restoreAllMocks()
})

const showMap = () => renderInApp(<EventsMap filter={{}} onShowNear={() => {}} mapsApiKey="" />)

// The map and its outlines load lazily, on a machine shared by several test runs.
describe('how fresh the markers look', { timeout: 20_000 }, () => {
  it('marks a recent visit, leaves an old or missing one plain, greys out and crosses a gone event', async () => {
    showMap()
    const map = await screen.findByRole('region', { name: 'Map of events' })
    const recent = await within(map).findByRole('button', {
      name: 'Danube camp, Camps, Caravan, last visited 3 weeks ago',
    })
    const stale = within(map).getByRole('button', {
      name: 'Vltava view, Places, Car, not visited in the last year',
    })
    const gone = within(map).getByRole('button', { name: 'Old quarry, Places, Car, gone' })
    // nobody has checked in: the name says nothing of visits, as the event's card does not
    const never = within(map).getByRole('button', { name: 'Quiet lake, Camps, Caravan' })

    expect(visitLook(recent)).toBe('recent')
    expect(visitLook(stale)).toBeUndefined()
    expect(visitLook(never)).toBeUndefined()
    expect(visitLook(gone)).toBe('gone')
    expect(fill(gone)).toBe('var(--chakra-colors-gray-500)')
    expect(fill(stale)).toBe('var(--chakra-colors-orange-600)')
    expect(fill(recent)).toBe('var(--chakra-colors-green-600)')

    const legend = screen.getByRole('list', { name: 'Map key' })
    for (const entry of ['Visited in the last year', 'Not visited in the last year', 'Gone'])
      expect(within(legend).getByText(entry)).toBeInTheDocument()
  })

  it('names the markers in Slovak', async () => {
    await i18n.changeLanguage('sk')
    showMap()
    const map = await screen.findByRole('region', { name: 'Mapa tipov' })
    expect(
      await within(map).findByRole('button', {
        name: 'Danube camp, Kempy, Karavany, posledná návšteva pred 3 týždňami',
      }),
    ).toBeInTheDocument()
    expect(
      within(map).getByRole('button', { name: 'Vltava view, Miesta, Autá, za posledný rok bez návštevy' }),
    ).toBeInTheDocument()
    expect(
      within(map).getByRole('button', { name: 'Old quarry, Miesta, Autá, zaniknuté' }),
    ).toBeInTheDocument()
    const legend = screen.getByRole('list', { name: 'Legenda mapy' })
    expect(within(legend).getByText('Návšteva za posledný rok')).toBeInTheDocument()
    expect(within(legend).getByText('Zaniknuté')).toBeInTheDocument()
  })
})

describe('an event’s card on the map', { timeout: 20_000 }, () => {
  it('links to the event and offers a signed-in reader “Add to trip”', async () => {
    userActions.success({
      _id: 'me-1',
      username: 'jana',
      email: 'j@example.com',
      profilePicture: '',
      favourites: [],
    })
    showMap()
    const map = await screen.findByRole('region', { name: 'Map of events' })
    ;(await within(map).findByRole('button', { name: /^Quiet lake,/ })).dispatchEvent(
      new MouseEvent('click', { bubbles: true }),
    )
    const card = await screen.findByRole('dialog', { name: 'Quiet lake' })
    expect(within(card).getByRole('link', { name: 'Quiet lake' })).toHaveAttribute('href', '/events/n')
    expect(await within(card).findByRole('button', { name: 'Add to trip: Quiet lake' })).toBeInTheDocument()
  })
})
