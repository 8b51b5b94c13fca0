// Which route files are read, and how each bad one is refused (before anything is saved).
import { describe, expect, it } from 'vitest'
import { TRACK_MAX_POINTS } from '@travel/domain'
import { parseGpx } from '../src/tracks/parse-gpx'
import { TrackFileError } from '../src/tracks/track-file-error'

function refusal(input: string | Uint8Array): string | undefined {
  try {
    parseGpx(input)
    return undefined
  } catch (error) {
    if (error instanceof TrackFileError) return error.code
    throw error
  }
}

describe('route files that are read', () => {
  it('a GPX 1.1 file with two tracks of several segments, some points without elevation or time', () => {
    const segments = parseGpx(`<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="phone" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>Two days</name></metadata>
  <wpt lat="10" lon="10"><name>Fuel</name></wpt>
  <trk><name>Day 1</name>
    <trkseg>
      <trkpt lat="48.1" lon="17.1"><ele>140.5</ele><time>2024-05-01T08:00:00Z</time></trkpt>
      <trkpt lat="48.2" lon="17.2"><ele> 150 </ele></trkpt>
    </trkseg>
    <trkseg><trkpt lat="48.3" lon="17.3"/></trkseg>
  </trk>
  <trk><name>Day 2</name><trkseg>
    <trkpt lat="-33.9" lon="-70.6"><ele>oops</ele><time>not a time</time></trkpt>
  </trkseg></trk>
</gpx>`)
    expect(segments).toEqual([
      [
        { lat: 48.1, lng: 17.1, ele: 140.5, time: Date.parse('2024-05-01T08:00:00Z') },
        { lat: 48.2, lng: 17.2, ele: 150, time: null },
      ],
      [{ lat: 48.3, lng: 17.3, ele: null, time: null }],
      [{ lat: -33.9, lng: -70.6, ele: null, time: null }],
    ])
  })

  it('a GPX 1.0 route (rte) with a namespace prefix, a byte order mark and Windows line ends', () => {
    const text = `\uFEFF<?xml version="1.0"?>\r\n<g:gpx version="1.0" xmlns:g="http://www.topografix.com/GPX/1/0">\r\n<g:rte><g:rtept lat="45.5" lon="24.6"><g:ele>1200</g:ele></g:rtept><g:rtept lat="45.6" lon="24.61"/></g:rte></g:gpx>`
    expect(parseGpx(new TextEncoder().encode(text))).toEqual([
      [
        { lat: 45.5, lng: 24.6, ele: 1200, time: null },
        { lat: 45.6, lng: 24.61, ele: null, time: null },
      ],
    ])
  })

  it('the track, not also the planned route, when a file holds both', () => {
    const segments = parseGpx(`<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">
      <rte><rtept lat="1" lon="1"/><rtept lat="2" lon="2"/></rte>
      <trk><trkseg><trkpt lat="1" lon="1"/><trkpt lat="1.5" lon="1.5"/><trkpt lat="2" lon="2"/></trkseg></trk>
    </gpx>`)
    expect(segments.flat()).toHaveLength(3)
  })

  it('a UTF-16 file from an old Windows tool', () => {
    const text =
      '<?xml version="1.0" encoding="UTF-16"?><gpx><trk><trkseg><trkpt lat="50" lon="14"/></trkseg></trk></gpx>'
    const bytes = new Uint8Array(2 + text.length * 2)
    bytes[0] = 0xff
    bytes[1] = 0xfe
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i)
    expect(parseGpx(bytes)).toEqual([[{ lat: 50, lng: 14, ele: null, time: null }]])
  })

  it('skips points whose position cannot be read', () => {
    const segments = parseGpx(
      '<gpx><trk><trkseg><trkpt lat="95" lon="1"/><trkpt lat="x" lon="1"/><trkpt lon="1"/><trkpt lat="1" lon="2"/></trkseg></trk></gpx>',
    )
    expect(segments).toEqual([[{ lat: 1, lng: 2, ele: null, time: null }]])
  })
})

describe('route files that are refused', () => {
  it('a file that is not XML at all, or is cut off half-way', () => {
    expect(refusal('PK\u0003\u0004 this is a zip')).toBe('gpx_not_xml')
    expect(refusal('')).toBe('gpx_not_xml')
    expect(refusal('<gpx><trk><trkseg><trkpt lat="1" lon="2"></trkseg>')).toBe('gpx_not_xml')
  })

  it('XML that is not GPX (a KML file renamed)', () => {
    expect(refusal('<kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>')).toBe('gpx_not_gpx')
  })

  it('an XML bomb: entities are never expanded', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE gpx [
  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
]>
<gpx><trk><name>&d;</name><trkseg><trkpt lat="1" lon="1"/></trkseg></trk></gpx>`
    expect(refusal(bomb)).toBe('gpx_entities')
  })

  it('an external entity: nothing is ever read from a file or a URL', () => {
    expect(
      refusal(
        '<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY secret SYSTEM "file:///etc/passwd">]><gpx><trk><name>&secret;</name></trk></gpx>',
      ),
    ).toBe('gpx_entities')
    expect(refusal('<!doctype gpx SYSTEM "http://example.com/gpx.dtd"><gpx/>')).toBe('gpx_entities')
  })

  it('an entity that was never declared is not XML', () => {
    expect(
      refusal('<gpx><trk><name>&nope;</name><trkseg><trkpt lat="1" lon="1"/></trkseg></trk></gpx>'),
    ).toBe('gpx_not_xml')
  })

  it('a GPX file without a single track or route point (waypoints alone are not a route)', () => {
    expect(refusal('<gpx version="1.1"><wpt lat="1" lon="1"/><trk><trkseg/></trk></gpx>')).toBe(
      'gpx_no_points',
    )
  })

  it(`more than ${TRACK_MAX_POINTS} points`, () => {
    const point = '<trkpt lat="1" lon="1"/>'
    const at = (n: number) => `<gpx><trk><trkseg>${point.repeat(n)}</trkseg></trk></gpx>`
    expect(parseGpx(at(TRACK_MAX_POINTS)).flat()).toHaveLength(TRACK_MAX_POINTS)
    expect(refusal(at(TRACK_MAX_POINTS + 1))).toBe('gpx_too_many_points')
  })
})
