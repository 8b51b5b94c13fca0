// The pieces of exported files for what the API's own validation lets through only from older data: text
// XML cannot hold, and coordinates JavaScript would print with an exponent.
import { describe, expect, it } from 'vitest'
import type { EventDto } from '@travel/domain'
import { gpxWriter, kmlWriter, xmlText, type ExportContext } from '../src/gps-export/gps-export-xml'
import { parseGpx } from '../src/tracks/parse-gpx'
import { wellFormed } from './xml-validation'

const context: ExportContext = {
  language: 'en',
  title: 'Wishlist <mine>',
  eventUrl: (id) => `https://travel.example/events/${id}?a=1&b=2`,
  now: new Date('2026-11-26T10:00:00Z'),
}

function event(overrides: Partial<EventDto>): EventDto {
  return {
    _id: 'e1',
    title: 'Camp',
    description: 'By the lake.',
    language: 'en',
    writtenIn: 'en',
    image: '',
    thumbnail: null,
    gpxFile: null,
    map: null,
    coordinates: [48.1, 17.1],
    access: 0,
    date: '2024-05-01',
    section: { main: 'camp', sub: 'natural' },
    country: 'Slovakia',
    user: { _id: 'u1', username: 'alice' },
    createdAt: '2024-05-01T00:00:00Z',
    updatedAt: '2024-05-01T00:00:00Z',
    track: null,
    checkins: 0,
    rating: null,
    lastVisit: null,
    state: 'as-described',
    ...overrides,
  }
}

function gpxOf(events: EventDto[]): string {
  const writer = gpxWriter(context)
  return writer.start() + writer.events(events) + [...writer.end()].join('')
}

describe('exported text', () => {
  it('leaves out what XML 1.0 cannot hold and escapes the rest', () => {
    expect(xmlText('a\u0000b\u0007c\ufffed\ud800e & <f> "g" \'h\' 🚐')).toBe(
      'abcde &amp; &lt;f&gt; &quot;g&quot; &apos;h&apos; 🚐',
    )
  })

  it('writes a file that is well-formed whatever the titles hold', async () => {
    const gpx = gpxOf([event({ title: 'Bell\u0007 camp ]]> & <b>', description: 'x\u001fy' })])
    await expect(wellFormed(gpx, 'hostile.gpx')).resolves.toEqual([])
    const writer = kmlWriter(context)
    const kml =
      writer.start() + writer.events([event({ title: '\udc00<Placemark>' })]) + [...writer.end()].join('')
    await expect(wellFormed(kml, 'hostile.kml')).resolves.toEqual([])
    expect(kml.match(/<Placemark>/g)).toHaveLength(1)
  })
})

describe('exported camps and places', () => {
  const line: [number, number][] = [
    [42.66, 44.64],
    [42.68, 44.62],
    [42.7, 44.6],
  ]
  const track = {
    distanceKm: 6,
    ascentM: 420,
    descentM: 0,
    minEleM: null,
    maxEleM: null,
    durationS: null,
    start: line[0]!,
    end: line[2]!,
    bbox: [42.66, 44.6, 42.7, 44.64] as [number, number, number, number],
    line,
  }
  const campWithRoad = event({ title: 'Night below Kazbek', coordinates: [42.7, 44.6], track })
  const route = event({
    _id: 'r1',
    title: 'Gravel road',
    section: { main: 'route', sub: 'offroad' },
    coordinates: [42.66, 44.64],
    track,
  })

  it('are waypoints with their track as well; a route is its track alone', async () => {
    const gpx = gpxOf([campWithRoad, route])
    expect(
      [...gpx.matchAll(/<wpt lat="([^"]+)" lon="([^"]+)"><name>([^<]*)</g)].map((m) => m.slice(1)),
    ).toEqual([['42.7', '44.6', 'Night below Kazbek']])
    expect([...gpx.matchAll(/<trk><name>([^<]*)</g)].map((m) => m[1])).toEqual([
      'Night below Kazbek',
      'Gravel road',
    ])
    expect(parseGpx(gpx)).toHaveLength(2)
    await expect(wellFormed(gpx, 'camp.gpx')).resolves.toEqual([])
  })

  it('are a point and a line in KML; a route its line alone', async () => {
    const writer = kmlWriter(context)
    const kml = writer.start() + writer.events([campWithRoad, route]) + [...writer.end()].join('')
    const placemarks = [...kml.matchAll(/<Placemark><name>([^<]*)<[\s\S]*?<(Point|LineString)>/g)].map((m) =>
      m.slice(1),
    )
    expect(placemarks).toEqual([
      ['Night below Kazbek', 'Point'],
      ['Night below Kazbek', 'LineString'],
      ['Gravel road', 'LineString'],
    ])
    expect(kml).toContain('<Point><coordinates>44.6,42.7</coordinates></Point>')
    await expect(wellFormed(kml, 'camp.kml')).resolves.toEqual([])
  })
})

describe('exported coordinates', () => {
  it('are plain decimals, as stored, even where JavaScript would use an exponent', () => {
    const gpx = gpxOf([
      event({ coordinates: [1e-7, -2.5e-8] }),
      event({
        _id: 'r1',
        section: { main: 'route', sub: 'offroad' },
        coordinates: [],
        track: {
          distanceKm: 1,
          ascentM: 0,
          descentM: 0,
          minEleM: null,
          maxEleM: null,
          durationS: null,
          start: [0.000001, 0.0000001],
          end: [48.123456789, 17.1],
          bbox: [0, 0, 48.2, 17.1],
          line: [
            [0.000001, 0.0000001],
            [48.123456789, 17.1],
          ],
        },
      }),
    ])
    expect(gpx).toContain('<wpt lat="0.0000001" lon="-0.000000025">')
    expect(gpx).not.toMatch(/\de-?\d/)
    expect(parseGpx(gpx)).toEqual([
      [
        { lat: 0.000001, lng: 0.0000001, ele: null, time: null },
        { lat: 48.123456789, lng: 17.1, ele: null, time: null },
      ],
    ])
  })

  it('leave out an event with neither a position nor a track', () => {
    const gpx = gpxOf([event({ coordinates: [], section: { main: 'itinerary', sub: null } })])
    expect(gpx).not.toContain('<wpt')
    expect(gpx).not.toContain('<trk>')
  })
})
