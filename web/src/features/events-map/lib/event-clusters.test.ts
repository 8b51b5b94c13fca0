import { describe, expect, it } from 'vitest'
import type { MapPointDto } from '@travel/domain'
import { MAX_ZOOM, panBy, project, type Size, type Viewport } from '@/components/map/viewport'
import {
  buildClusterIndex,
  expansionZoom,
  featuresIn,
  markerOffset,
  markerOriginOf,
  viewBoxOf,
  viewOfCircle,
  viewOfPoints,
  type LngLatBox,
  type MapFeature,
} from './event-clusters'

/** Points spread over Europe from a fixed seed, and a few by the antimeridian (Fiji, Chukotka). */
function somePoints(count: number): MapPointDto[] {
  let s = 7
  const random = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const point = (i: number, lat: number, lng: number): MapPointDto => ({
    _id: `p${i}`,
    lat,
    lng,
    main: 'camp',
    sub: 'natural',
    access: 0,
    title: `Event ${i}`,
    thumbnail: null,
    date: '2025-06-01',
    rating: null,
    lastVisit: null,
    state: 'as-described',
  })
  return [
    ...Array.from({ length: count }, (_, i) => point(i, 36 + random() * 24, -9 + random() * 39)),
    point(count, -17.8, 179.4),
    point(count + 1, 64.7, -177.5),
  ]
}

const points = somePoints(2000)
const index = buildClusterIndex(points)
const size: Size = { width: 1280, height: 540 }
const eventsIn = (features: MapFeature[]) =>
  features.reduce((sum, f) => sum + (f.kind === 'cluster' ? f.count : 1), 0)

describe('clusters of the events map', () => {
  it('count every event exactly once at every zoom, over the whole world', () => {
    for (let zoom = 1; zoom <= 14; zoom++) {
      const features = featuresIn(index, points, [-180, -85, 180, 85], zoom)
      expect(eventsIn(features)).toBe(points.length)
    }
  })

  it('open every cluster down to its events, even events that share one spot', () => {
    const spot = { lat: 48.7212, lng: 19.1234 }
    const stacked = Array.from({ length: 20 }, (_, i) => ({ ...points[i]!, _id: `s${i}`, ...spot }))
    const index = buildClusterIndex(stacked)
    const box: LngLatBox = [19.1, 48.7, 19.15, 48.75]
    // a press on a cluster zooms to where it falls apart, never past the map's deepest zoom
    let zoom = 5
    for (let presses = 0; presses < 20; presses++) {
      const cluster = featuresIn(index, stacked, box, zoom).find((f) => f.kind === 'cluster')
      if (!cluster) break
      zoom = expansionZoom(index, cluster.id)
    }
    expect(zoom).toBe(MAX_ZOOM)
    const shown = featuresIn(index, stacked, box, zoom)
    expect(shown.map((f) => f.kind === 'event' && f.point._id).sort()).toEqual(
      stacked.map((p) => p._id).sort(),
    )
    // each on a spot of its own, at least a marker's width from the next, all close to the place
    const px = shown.map((f) => project(f.position, { center: [spot.lat, spot.lng], zoom }, size))
    const gaps = px.flatMap(([x, y], i) => px.slice(i + 1).map(([u, v]) => Math.hypot(x - u, y - v)))
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(20)
    expect(Math.max(...gaps)).toBeLessThan(200)
  })

  it('draw only what is in view, and everything that is', () => {
    const view: Viewport = { center: [48.15, 17.11], zoom: 7 }
    const { box, level } = viewBoxOf(view, size)
    const features = featuresIn(index, points, box, level)
    const onScreen = (lat: number, lng: number) => {
      const [x, y] = project([lat, lng], view, size)
      return x >= 0 && x <= size.width && y >= 0 && y <= size.height
    }
    for (const f of featuresIn(index, points, [-180, -85, 180, 85], level)) {
      const [lat, lng] = f.position
      if (onScreen(lat, lng)) expect(features).toContainEqual(f)
    }
    // and nothing far off screen (a disc just past the edge still shows in part)
    for (const f of features) {
      const [x, y] = project(f.position, view, size)
      expect(x).toBeGreaterThan(-40)
      expect(x).toBeLessThan(size.width + 40)
      expect(y).toBeGreaterThan(-40)
      expect(y).toBeLessThan(size.height + 40)
    }
  })

  it('find the places just across the antimeridian, and draw them next to the view', () => {
    const view: Viewport = { center: [0, 179.9], zoom: 3 }
    const { box, level } = viewBoxOf(view, size)
    const fiji = featuresIn(index, points, box, level).find(
      (f) => f.kind === 'event' && f.point.lng === 179.4,
    )
    expect(fiji).toBeDefined()
    const across: Viewport = { center: [0, -179.9], zoom: 3 }
    const seen = viewBoxOf(across, size)
    const fromTheWest = featuresIn(index, points, seen.box, seen.level).find(
      (f) => f.kind === 'event' && f.point.lng === 179.4,
    )
    expect(fromTheWest).toBeDefined()
    // drawn a little west of the centre of a view centred east of the antimeridian, not a world away
    const origin = markerOriginOf(across)
    const [x] = markerOffset(fromTheWest!.position, across, origin)
    const [centreX] = markerOffset(across.center, across, origin)
    expect(centreX - x).toBeGreaterThan(0)
    expect(centreX - x).toBeLessThan(size.width / 2)
  })

  it('keep the markers in place while the map is dragged: only the layer moves', () => {
    const start: Viewport = { center: [48.15, 17.11], zoom: 9 }
    const dragged = panBy(start, 120, -45)
    const a = markerOriginOf(start)
    const b = markerOriginOf(dragged)
    expect(b).toEqual(a)
    const place: [number, number] = [48.2, 17.3]
    expect(markerOffset(place, dragged, b)).toEqual(markerOffset(place, start, a))
    // while on screen, the place moved exactly as far as the drag
    const moved = project(place, dragged, size)
    const before = project(place, start, size)
    expect(moved[0] - before[0]).toBeCloseTo(120, 6)
    expect(moved[1] - before[1]).toBeCloseTo(-45, 6)
  })
})

describe('first views of the events map', () => {
  it('show every point', () => {
    const view = viewOfPoints(points.slice(0, 50))(size)
    for (const p of points.slice(0, 50)) {
      const [x, y] = project([p.lat, p.lng], view, size)
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(size.width)
      expect(y).toBeGreaterThanOrEqual(0)
      expect(y).toBeLessThanOrEqual(size.height)
    }
  })

  it('around a place, show the circle of the chosen radius, and not much more', () => {
    const phone: Size = { width: 358, height: 544 }
    const view = viewOfCircle([48.1486, 17.1077], 25)(phone)
    const [cx, cy] = project([48.1486, 17.1077], view, phone)
    expect(cx).toBeCloseTo(phone.width / 2, 0)
    expect(cy).toBeCloseTo(phone.height / 2, 0)
    // 25 km north, south, east and west (0.2246° of latitude; 0.3369° of longitude at 48°) are on it
    const edges: [number, number][] = [
      [48.1486 + 0.2246, 17.1077],
      [48.1486 - 0.2246, 17.1077],
      [48.1486, 17.1077 + 0.3369],
      [48.1486, 17.1077 - 0.3369],
    ]
    const xs = edges.map((e) => project(e, view, phone)[0])
    for (const [x, y] of edges.map((e) => project(e, view, phone))) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThanOrEqual(phone.width)
      expect(y).toBeGreaterThanOrEqual(0)
      expect(y).toBeLessThanOrEqual(phone.height)
    }
    // the circle is not lost in a view of a whole country: it spans over half the narrow side
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(phone.width / 2)
  })
})
