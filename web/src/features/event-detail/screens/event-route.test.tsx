// What a traveller sees of a route before downloading it: the numbers, the map and the elevation profile,
// without a Maps key, in English and Slovak; and the map of a place.
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { EventDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { EventLocation } from '../components/event-location'
import { makeEvent, makeTrack } from '@/testing/event-factories'
import { renderInApp, renderRoutes } from '@/testing/render-app'
import { eventDetailRoutes } from '../routes'

let api: ApiStub

/** Slovak numbers carry no-break spaces (a number never breaks across lines); compared as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ')

function serve(event: EventDto) {
  api.on('GET', `/api/events/${event._id}`, () => ok(event))
  api.on('GET', `/api/events/${event._id}/checkins`, () => ok({ checkins: [], next: null }))
}

const abano = () =>
  makeEvent({
    _id: 'r1',
    title: 'The Abano Pass road',
    section: { main: 'route', sub: 'offroad' },
    coordinates: [42.1, 45.4],
    gpxFile: 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/events%2Fu1%2F1_abano.gpx?alt=media',
    track: makeTrack(),
  })

/** The value shown under each label of the route's numbers. */
function numbers(): Record<string, string> {
  const list = screen
    .getByRole('heading', { name: /The route|Trasa/ })
    .closest('section')
    ?.querySelector('dl')
  const out: Record<string, string> = {}
  list?.querySelectorAll('dt').forEach((dt) => {
    out[dt.textContent ?? ''] = plain(dt.nextElementSibling?.textContent)
  })
  return out
}

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
})

describe('a route with a track', () => {
  it('shows its distance, climb, descent, extremes and duration, its map and its profile', async () => {
    serve(abano())
    renderRoutes('/events/r1', eventDetailRoutes)
    await screen.findByRole('heading', { name: 'The route' })
    expect(numbers()).toEqual({
      Distance: '72.4 km',
      Climb: '2,250 m',
      Descent: '970 m',
      'Highest point': '2,850 m',
      'Lowest point': '700 m',
      'Time recorded': '4 hr 50 min',
    })
    expect(
      screen.getByText(
        'Time recorded: each recording in the route file from its first to its last point, added up without the breaks between them.',
      ),
    ).toBeInTheDocument()
    const map = await screen.findByRole('region', { name: 'Map of the route' })
    expect(within(map).getByRole('img', { name: 'Start' })).toBeInTheDocument()
    expect(within(map).getByRole('img', { name: 'Finish' })).toBeInTheDocument()
    // drawn by the keyless engine: no Maps key in tests, nothing loaded from a map service
    expect(within(map).getByRole('application', { name: /Map of the route/ })).toBeInTheDocument()
    expect(screen.getByText(/Elevation from 700 m to 2,850 m over 72.4 km\./)).toBeInTheDocument()
    expect(screen.getByRole('slider', { name: /Elevation profile/ })).toBeInTheDocument()
    // the route's position is its start: no second map of "the location"
    expect(screen.queryByRole('region', { name: "Map of the event's location" })).not.toBeInTheDocument()
  })

  it('speaks Slovak with Slovak number formats', async () => {
    await i18n.changeLanguage('sk')
    serve(abano())
    renderRoutes('/events/r1', eventDetailRoutes)
    await screen.findByRole('heading', { name: 'Trasa' })
    expect(numbers()).toEqual({
      Dĺžka: '72,4 km',
      Stúpanie: '2 250 m',
      Klesanie: '970 m',
      'Najvyšší bod': '2 850 m',
      'Najnižší bod': '700 m',
      'Zaznamenaný čas': '4 h 50 min',
    })
    expect(
      screen.getByText(/^Zaznamenaný čas: súčet trvania všetkých záznamov v súbore trasy/),
    ).toBeInTheDocument()
    const map = await screen.findByRole('region', { name: 'Mapa trasy' })
    expect(within(map).getByRole('img', { name: 'Štart' })).toBeInTheDocument()
    expect(within(map).getByRole('img', { name: 'Cieľ' })).toBeInTheDocument()
    expect(plain(screen.getByText(/Nadmorská výška od/).textContent)).toContain(
      'Nadmorská výška od 700 m do 2 850 m na trase dlhej 72,4 km.',
    )
  })

  it('shows the distance and elevation under the pointer on the profile, and that spot on the map', async () => {
    serve(abano())
    renderRoutes('/events/r1', eventDetailRoutes)
    const chart = await screen.findByRole('slider', { name: /Elevation profile/ })
    expect(screen.queryByRole('img', { name: /Place on the route/ })).not.toBeInTheDocument()
    // The chart spans 68 px of labels then 560 px of distance (its width before layout is 640 px):
    // half way along is 36.2 km, just past the pass.
    fireEvent.pointerMove(chart, { clientX: 68 + 280, clientY: 80, pointerType: 'mouse' })
    expect(screen.getByTestId('profile-readout')).toHaveTextContent(/^36\.2 km · 2,749 m$/)
    expect(screen.getByRole('img', { name: 'Place on the route at 36.2\u00a0km' })).toBeInTheDocument()
    fireEvent.pointerLeave(chart, { pointerType: 'mouse' })
    expect(screen.queryByRole('img', { name: /Place on the route/ })).not.toBeInTheDocument()
  })

  it('lets a keyboard user walk along the profile and hear each position', async () => {
    serve(abano())
    renderRoutes('/events/r1', eventDetailRoutes)
    const chart = await screen.findByRole('slider', { name: /Elevation profile/ })
    await userEvent.click(document.body)
    chart.focus()
    expect(chart).toHaveAttribute('aria-valuetext', '0\u00a0km from the start, 700\u00a0m')
    await userEvent.keyboard('{End}')
    expect(chart).toHaveAttribute('aria-valuetext', '72.4\u00a0km from the start, 1,880\u00a0m')
    expect(screen.getByRole('img', { name: 'Place on the route at 72.4\u00a0km' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowLeft}')
    expect(chart.getAttribute('aria-valuetext')).toMatch(/^71\.2\u00a0km from the start, 1,9\d\d\u00a0m$/)
  })

  it('gives the profile as a table of text too', async () => {
    serve(abano())
    renderRoutes('/events/r1', eventDetailRoutes)
    await userEvent.click(await screen.findByText('The profile as a table'))
    const table = screen.getByRole('table', { name: 'Elevation profile' })
    const rows = within(table).getAllByRole('row')
    // a header and every tenth of the way
    expect(rows).toHaveLength(12)
    expect(rows[1]).toHaveTextContent('0 km700 m')
    expect(rows[11]).toHaveTextContent('72.4 km1,880 m')
  })

  it('says how many impossible values of the file were left out, in English and Slovak', async () => {
    const event = abano()
    serve({ ...event, track: makeTrack({ dropped: { elevations: 2, times: 1 } }) })
    const { unmount } = renderRoutes('/events/r1', eventDetailRoutes)
    expect(
      await screen.findByText(
        '3 values were left out of the route file because no device could have recorded them (elevations or times).',
      ),
    ).toBeInTheDocument()
    unmount()
    await i18n.changeLanguage('sk')
    renderRoutes('/events/r1', eventDetailRoutes)
    expect(
      await screen.findByText(
        'Zo súboru trasy sa vynechali 3 hodnoty, ktoré žiadne zariadenie nemohlo zaznamenať (výšky alebo časy).',
      ),
    ).toBeInTheDocument()
  })

  it('without elevations shows the distance but no climb and no profile', async () => {
    serve(
      makeEvent({
        _id: 'r2',
        section: { main: 'itinerary', sub: null },
        track: makeTrack({
          ascentM: 0,
          descentM: 0,
          minEleM: null,
          maxEleM: null,
          durationS: null,
          profile: undefined,
        }),
      }),
    )
    renderRoutes('/events/r2', eventDetailRoutes)
    await screen.findByRole('heading', { name: 'The route' })
    expect(numbers()).toEqual({ Distance: '72.4 km' })
    expect(screen.queryByRole('slider')).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Map of the route' })).toBeInTheDocument()
  })
})

describe('the keyless map', () => {
  it('moves and zooms with the keyboard and the buttons, and returns to the whole route', async () => {
    serve(abano())
    renderRoutes('/events/r1', eventDetailRoutes)
    const map = await screen.findByRole('region', { name: 'Map of the route' })
    const scale = () => within(map).getByTestId('scale-bar').textContent
    const start = within(map).getByRole('img', { name: 'Start' }).getAttribute('transform')
    const fitted = scale()
    const showAll = within(map).getByRole('button', { name: 'Show all' })
    expect(showAll).toBeDisabled()

    await userEvent.click(within(map).getByRole('button', { name: 'Zoom in' }))
    expect(scale()).not.toBe(fitted)
    within(map).getByRole('application').focus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(within(map).getByRole('img', { name: 'Start' }).getAttribute('transform')).not.toBe(start)

    await userEvent.click(showAll)
    expect(scale()).toBe(fitted)
    expect(within(map).getByRole('img', { name: 'Start' }).getAttribute('transform')).toBe(start)
  })
})

describe('a place', () => {
  it('is shown on the keyless map with its marker at zoom 10, and a link to open it in Google Maps', async () => {
    serve(makeEvent({ _id: 'p1', title: 'Lake camp', coordinates: [48.148598, 17.107748] }))
    renderRoutes('/events/p1', eventDetailRoutes)
    const map = await screen.findByRole('region', { name: "Map of the event's location" })
    expect(within(map).getByRole('img', { name: 'Lake camp' })).toBeInTheDocument()
    // zoom 10 at 48° N is about 100 m a pixel: the bar shows 10 km
    expect(within(map).getByTestId('scale-bar')).toHaveTextContent('10 km')
    expect(screen.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps?q=48.148598,17.107748',
    )
  })

  it('is shown by Google Maps instead when a Maps key is configured', async () => {
    renderInApp(<EventLocation coordinates={[48.1, 17.1]} title="Camp" mapsApiKey="test-key" />)
    const map = await screen.findByRole('region', { name: "Map of the event's location" })
    expect(within(map).queryByRole('application')).not.toBeInTheDocument()
  })
})
