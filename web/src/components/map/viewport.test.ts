// The viewport model every map of the site shares: what a reader sees after fitting, panning and zooming.
import { describe, expect, it } from 'vitest'
import { fitBounds, fromWorld, panBy, project, toWorld, unproject, zoomAround, type Size } from './viewport'

const size: Size = { width: 640, height: 384 }

describe('the map viewport', () => {
  it('counts zoom like Google Maps: the world is 256 px wide at zoom 0, Bratislava where it should be', () => {
    expect(toWorld([0, 0])).toEqual([128, 128])
    const [x, y] = toWorld([48.148598, 17.107748])
    expect(x).toBeCloseTo(140.166, 2)
    // 256 × (0.5 − ln(tan(π/4 + φ/2)) / 2π), the tile formula
    expect(y).toBeCloseTo(88.831, 2)
    const [lat, lng] = fromWorld([x, y])
    expect(lat).toBeCloseTo(48.148598, 6)
    expect(lng).toBeCloseTo(17.107748, 6)
  })

  it('fits a route’s bounds inside the map with room to spare, as close as it can', () => {
    const bbox: [number, number, number, number] = [42.09, 45.4, 42.46, 45.64]
    const view = fitBounds(bbox, size, { padding: 36 })
    for (const corner of [
      [bbox[0], bbox[1]],
      [bbox[2], bbox[3]],
    ] as [number, number][]) {
      const [x, y] = project(corner, view, size)
      expect(x).toBeGreaterThanOrEqual(35.9)
      expect(x).toBeLessThanOrEqual(size.width - 35.9)
      expect(y).toBeGreaterThanOrEqual(35.9)
      expect(y).toBeLessThanOrEqual(size.height - 35.9)
    }
    // one level closer and it would no longer fit
    const closer = { ...view, zoom: view.zoom + 1 }
    const [, top] = project([bbox[2], bbox[1]], closer, size)
    const [, bottom] = project([bbox[0], bbox[3]], closer, size)
    expect(bottom - top).toBeGreaterThan(size.height - 72)
  })

  it('fits a route across the antimeridian the short way', () => {
    const view = fitBounds([64, 179, 66, -179], size)
    expect(view.zoom).toBeGreaterThan(5)
    expect(Math.abs(view.center[1])).toBeGreaterThan(179)
  })

  it('keeps the place under the pointer still while zooming, and follows a drag', () => {
    const view = { center: [48.15, 17.11] as [number, number], zoom: 10 }
    const anchor: [number, number] = [100, 300]
    const place = unproject(anchor, view, size)
    const zoomed = zoomAround(view, size, 1.5, anchor)
    const [x, y] = project(place, zoomed, size)
    expect(x).toBeCloseTo(100, 6)
    expect(y).toBeCloseTo(300, 6)
    const dragged = panBy(view, 50, -20)
    const [dx, dy] = project(view.center, dragged, size)
    expect(dx).toBeCloseTo(size.width / 2 + 50, 6)
    expect(dy).toBeCloseTo(size.height / 2 - 20, 6)
  })
})
