// The demo content itself: enough of it, in every section, valid by the same rules the API applies,
// with pictures and tracks that are what they claim to be.
import { decode } from 'jpeg-js'
import { describe, expect, it } from 'vitest'
import {
  ALL_SUBSECTIONS,
  MAIN_SECTIONS,
  amenitiesSchema,
  eventPayloadSchema,
  guessedLanguage,
  plainSpacesAfterOneLetterWords,
  plainSpacesBeforeUnits,
  translationSchema,
  sectionTakesCoordinates,
  type EventPayload,
} from '@travel/domain'
import { DEMO_AMENITIES } from '../src/seed/demo-amenities'
import { DEMO_EVENTS, DEMO_WISHLISTS, demoDate } from '../src/seed/demo-events'
import { DEMO_TRANSLATIONS } from '../src/seed/demo-translations'
import { DEMO_USERS } from '../src/seed/demo-users'
import { generateTrack, trackLengthKm, trackToGpx } from '../src/seed/gpx-track'
import { renderLandscapeJpegs } from '../src/seed/landscape'
import { parseGpx, summariseTrack } from '@travel/functions/tracks'

const BUCKET = 'demo-travel-community.appspot.com'
const fileUrl = (name: string) =>
  `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(`events/uid/${name}`)}?alt=media&token=t`

describe('the demo community', () => {
  it('says what every camp, place and route offers, by the rules the API applies', () => {
    for (const event of DEMO_EVENTS) {
      const amenities = DEMO_AMENITIES[event.key]
      expect(amenities, event.key).toBeDefined()
      expect(amenitiesSchema.validateSync(amenities, { strict: true }), event.key).toEqual(amenities)
      if (event.section.main === 'route') expect(amenities?.surface, event.key).toBeDefined()
      if (event.section.main === 'camp') expect(amenities?.price, event.key).toBeDefined()
    }
    // no facts for an event the demo does not have
    const keys = new Set(DEMO_EVENTS.map((e) => e.key))
    expect(Object.keys(DEMO_AMENITIES).filter((key) => !keys.has(key))).toEqual([])
  })

  it('has at least 40 events in every section and subsection, from at least 12 countries', () => {
    expect(DEMO_EVENTS.length).toBeGreaterThanOrEqual(40)
    for (const main of MAIN_SECTIONS) expect(DEMO_EVENTS.some((e) => e.section.main === main)).toBe(true)
    for (const sub of ALL_SUBSECTIONS) expect(DEMO_EVENTS.some((e) => e.section.sub === sub)).toBe(true)
    expect(new Set(DEMO_EVENTS.map((e) => e.country)).size).toBeGreaterThanOrEqual(12)
    expect(new Set(DEMO_EVENTS.map((e) => e.key)).size).toBe(DEMO_EVENTS.length)
  })

  it('is written by three of the demo users, in Slovak and in English', () => {
    const authors = new Set(DEMO_EVENTS.map((e) => e.author))
    expect([...authors].sort()).toEqual(['jana', 'marek', 'tom'])
    for (const author of authors) expect(DEMO_USERS.some((u) => u.key === author)).toBe(true)
    const slovak = DEMO_EVENTS.filter((e) => /[áäčďéíĺľňóôŕšťúýž]/i.test(e.description))
    expect(slovak.length).toBeGreaterThanOrEqual(10)
    expect(DEMO_EVENTS.length - slovak.length).toBeGreaterThanOrEqual(10)
  })

  it('gives most events the other language’s version too, by the rules of the original', async () => {
    const translated = DEMO_EVENTS.filter((e) => DEMO_TRANSLATIONS[e.key])
    expect(translated.length).toBeGreaterThan(DEMO_EVENTS.length / 2)
    expect(translated.length).toBeLessThan(DEMO_EVENTS.length)
    for (const key of Object.keys(DEMO_TRANSLATIONS))
      expect(
        DEMO_EVENTS.some((e) => e.key === key),
        key,
      ).toBe(true)
    for (const event of translated) {
      const translation = DEMO_TRANSLATIONS[event.key]!
      await expect(translationSchema.validate(translation), event.key).resolves.toBeTruthy()
      // each version in its own language: Slovak's for Tom's English events, English for the others
      expect(guessedLanguage(translation), event.key).toBe(event.author === 'tom' ? 'sk' : 'en')
      for (const text of [translation.title, translation.description]) {
        expect(plainSpacesBeforeUnits(text), `${event.key}: a no-break space`).toEqual([])
        if (event.author === 'tom') expect(plainSpacesAfterOneLetterWords(text), event.key).toEqual([])
      }
    }
  })

  it('reads as written in its author’s language even without saying so, as events stored before did', () => {
    for (const event of DEMO_EVENTS)
      expect(guessedLanguage(event), event.key).toBe(event.author === 'tom' ? 'en' : 'sk')
  })

  it('keeps every number on the line of its unit, as the site’s own texts do', () => {
    for (const event of DEMO_EVENTS)
      for (const text of [event.title, event.description])
        expect(plainSpacesBeforeUnits(text), `${event.key}: a no-break space`).toEqual([])
  })

  it('gives every route and itinerary a track, and some places to stay the track of their approach', () => {
    for (const event of DEMO_EVENTS) {
      if (!sectionTakesCoordinates(event.section.main)) expect(event.track, event.key).toBeDefined()
      const [lat, lng] = event.at
      expect(Math.abs(lat) <= 90 && Math.abs(lng) <= 180, event.key).toBe(true)
    }
    expect(DEMO_EVENTS.some((e) => e.track && sectionTakesCoordinates(e.section.main))).toBe(true)
  })

  it('passes the API rules for a new event, dated within the last two years', async () => {
    const today = new Date()
    const twoYearsAgo = new Date(today)
    twoYearsAgo.setFullYear(today.getFullYear() - 2)
    for (const event of DEMO_EVENTS) {
      const date = demoDate(event.when, today)
      const payload: EventPayload = {
        title: event.title,
        description: event.description,
        image: fileUrl(`${event.key}.jpg`),
        thumbnail: fileUrl(`${event.key}-thumbnail.jpg`),
        gpxFile: event.track ? fileUrl(`${event.key}.gpx`) : null,
        map: event.map ?? null,
        coordinates: sectionTakesCoordinates(event.section.main) ? [event.at[0], event.at[1]] : [],
        access: event.access,
        date,
        section: event.section,
        country: event.country,
      }
      await expect(
        eventPayloadSchema.validate(payload, { context: { bucket: BUCKET, now: today }, strict: false }),
        event.key,
      ).resolves.toBeTruthy()
      expect(new Date(`${date}T12:00:00`).getTime()).toBeGreaterThan(twoYearsAgo.getTime())
    }
  })

  it('dates each trip on its day of the year, never after today', () => {
    expect(demoDate({ month: 8, day: 14, yearsAgo: 0 }, new Date(2026, 7, 14))).toBe('2026-08-14')
    expect(demoDate({ month: 8, day: 14, yearsAgo: 0 }, new Date(2026, 7, 13))).toBe('2025-08-14')
    expect(demoDate({ month: 8, day: 14, yearsAgo: 1 }, new Date(2026, 0, 1))).toBe('2024-08-14')
    expect(demoDate({ month: 12, day: 31, yearsAgo: 0 }, new Date(2026, 11, 31))).toBe('2026-12-31')
  })

  it("keeps wishlists of other people's events", () => {
    for (const [user, keys] of Object.entries(DEMO_WISHLISTS)) {
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys) {
        const event = DEMO_EVENTS.find((e) => e.key === key)
        expect(event, key).toBeDefined()
        expect(event?.author).not.toBe(user)
      }
    }
  })
})

describe('generated photos', () => {
  it('are JPEGs of tens of KB with a half-size thumbnail of the same scene', () => {
    const { photo, thumbnail } = renderLandscapeJpegs(
      { terrain: 'alpine', water: 'lake', props: ['tent', 'campfire'] },
      'test-scene',
      { width: 800, height: 533 },
    )
    const big = decode(photo, { useTArray: true })
    const small = decode(thumbnail, { useTArray: true })
    expect([big.width, big.height]).toEqual([800, 533])
    expect([small.width, small.height]).toEqual([400, 266])
    expect(photo.length).toBeGreaterThan(10_000)
    expect(photo.length).toBeLessThan(100_000)
    expect(thumbnail.length).toBeLessThan(photo.length)
    // a picture, not a flat fill: the top (sky) and the bottom (ground) differ clearly
    const pixel = (x: number, y: number) =>
      Array.from(big.data.slice((y * 800 + x) * 4, (y * 800 + x) * 4 + 3))
    const [sr = 0, sg = 0, sb = 0] = pixel(400, 20)
    const [gr = 0, gg = 0, gb = 0] = pixel(400, 520)
    expect(Math.abs(sr - gr) + Math.abs(sg - gg) + Math.abs(sb - gb)).toBeGreaterThan(60)
  })

  it('come out the same for the same seed and differ between events', () => {
    const spec = { terrain: 'hills', road: 'asphalt', props: ['caravan'] } as const
    const size = { width: 200, height: 134 }
    const a = renderLandscapeJpegs(spec, 'one', size).photo
    expect(renderLandscapeJpegs(spec, 'one', size).photo.equals(a)).toBe(true)
    expect(renderLandscapeJpegs(spec, 'two', size).photo.equals(a)).toBe(false)
  })
})

describe('generated GPX tracks', () => {
  const spec = {
    name: 'Cesta do Thethu & späť',
    start: [42.213064, 19.436021] as const,
    lengthKm: 70,
    bearing: 50,
    winding: 0.9,
    baseElevation: 200,
    relief: 1500,
    speedKmh: 20,
    startTime: new Date('2025-05-30T07:30:00Z'),
  }

  it('start at the place, run about the asked length with elevation and rising timestamps', () => {
    const points = generateTrack(spec, 'theth')
    const first = points[0]
    expect(first).toMatchObject({ lat: spec.start[0], lng: spec.start[1] })
    expect(trackLengthKm(points)).toBeGreaterThan(65)
    expect(trackLengthKm(points)).toBeLessThan(75)
    for (let i = 1; i < points.length; i++) {
      const prev = points[i - 1]
      const point = points[i]
      if (!prev || !point) throw new Error('missing point')
      expect(point.time.getTime()).toBeGreaterThan(prev.time.getTime())
      expect(point.ele).toBeGreaterThanOrEqual(0)
    }
    const elevations = points.map((p) => p.ele)
    expect(Math.max(...elevations) - Math.min(...elevations)).toBeGreaterThan(500)
    // stays in the region: the whole track within 70 km of the start
    for (const p of points)
      expect(Math.hypot(p.lat - spec.start[0], (p.lng - spec.start[1]) * 0.74)).toBeLessThan(0.7)
  })

  it('spread a long itinerary over days of driving', () => {
    const points = generateTrack({ ...spec, lengthKm: 900, winding: 0.3, speedKmh: 55 }, 'balkans')
    const days = new Set(points.map((p) => p.time.toISOString().slice(0, 10)))
    expect(days.size).toBeGreaterThanOrEqual(2)
    expect(points.length).toBeLessThanOrEqual(701)
  })

  it('serialise as GPX 1.1 with one trkpt per point and escaped names', () => {
    const points = generateTrack(spec, 'theth')
    const gpx = trackToGpx(spec.name, points)
    expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(gpx).toContain('xmlns="http://www.topografix.com/GPX/1/1"')
    expect(gpx).toContain('<name>Cesta do Thethu &amp; späť</name>')
    const trkpts = gpx.match(
      /<trkpt lat="-?\d+\.\d{6}" lon="-?\d+\.\d{6}"><ele>[\d.]+<\/ele><time>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/time><\/trkpt>/g,
    )
    expect(trkpts?.length).toBe(points.length)
    expect(Buffer.byteLength(gpx)).toBeLessThan(256 * 1024)
  })
})

describe('the demo mountain passes', () => {
  const summaryOf = (key: string) => {
    const event = DEMO_EVENTS.find((e) => e.key === key)
    if (!event?.track) throw new Error(`no demo track ${key}`)
    const spec = {
      ...event.track,
      name: event.title,
      start: event.at,
      startTime: new Date('2024-06-01T07:30:00Z'),
    }
    return summariseTrack(parseGpx(trackToGpx(event.title, generateTrack(spec, event.key))))
  }

  it('climb to the real height of the pass, as the API reads their files', () => {
    const abano = summaryOf('abano-pass')
    expect(abano.maxEleM).toBeGreaterThan(2800)
    expect(abano.maxEleM).toBeLessThan(2900)
    // 700 m to 2,850 m and down to Omalo at 1,880 m
    expect(abano.ascentM).toBeGreaterThan(2100)
    expect(abano.descentM).toBeGreaterThan(900)
    const theth = summaryOf('theth-pass')
    expect(theth.maxEleM).toBeGreaterThan(1580)
    expect(theth.ascentM).toBeGreaterThan(1500)
  })

  it('while a coastal road stays low and nearly flat', () => {
    const coast = summaryOf('atlantic-road')
    expect(coast.maxEleM).toBeLessThan(60)
    expect(coast.ascentM).toBeLessThan(150)
  })
})
