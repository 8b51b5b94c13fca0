import { describe, expect, it } from 'vitest'
import { MAP_GRID_CELLS_MAX, mapBoxParam, mapGridOf, parseMapViewQuery, type MapBox } from './map-view'
import { validationMessagesEn } from './messages-en'
import { validationMessagesSk } from './messages-sk'

const inside = ([s, w, n, e]: MapBox, lat: number, lng: number) =>
  lat >= s && lat <= n && (w <= e ? lng >= w && lng <= e : lng >= w || lng <= e)

describe('the grid of a map view', () => {
  it('covers the box in at most 64 cells, as fine as that allows', () => {
    const boxes: MapBox[] = [
      [-90, -180, 90, 180],
      [47.5, 16.5, 49.8, 22.8],
      [48.1495, 17.107, 48.1505, 17.1085],
      [-20, 175, -12, -175],
      [80, -180, 90, 180],
    ]
    for (const box of boxes) {
      const grid = mapGridOf(box)
      expect(grid.cells.length).toBeLessThanOrEqual(MAP_GRID_CELLS_MAX)
      // every corner of the box lies in the rounded box
      for (const [lat, lng] of [
        [box[0], box[1]],
        [box[2], box[3]],
      ] as const)
        expect(inside(grid.box, lat, lng)).toBe(true)
      // the rounded box, as written in an address, is counted in the same grid
      const written = mapBoxParam(grid.box).split(',').map(Number) as MapBox
      expect(mapGridOf(written).bits).toBe(grid.bits)
      expect(mapGridOf(written).cells.length).toBe(grid.cells.length)
    }
    expect(mapGridOf([-90, -180, 90, 180]).bits).toBe(6)
    expect(mapGridOf([48.1495, 17.107, 48.1505, 17.1085]).bits).toBeGreaterThanOrEqual(30)
  })

  it('rounds nearby views to the same box, and keeps a box across 180° across it', () => {
    expect(mapGridOf([47.6, 16.6, 49.7, 22.7]).box).toEqual(mapGridOf([47.55, 16.55, 49.75, 22.75]).box)
    const [, west, , east] = mapGridOf([-20, 175, -12, -175]).box
    expect(west).toBeGreaterThan(east)
    const columns = new Set(mapGridOf([-20, 175, -12, -175]).cells.map((c) => c.box[1]))
    expect([...columns].some((w) => w < 0) && [...columns].some((w) => w > 0)).toBe(true)
  })
})

describe('the geohash ranges of the cells', () => {
  it('are the geohashes of the places in each cell', () => {
    const places: [number, number][] = [
      [48.1486, 17.1077],
      [-33.87, 151.21],
      [64.1, -21.9],
      [-17.8, 177.4],
    ]
    for (const [lat, lng] of places)
      for (const size of [40, 3, 0.2, 0.01]) {
        const grid = mapGridOf(
          [lat - size, lng - size, lat + size, lng + size].map((v, i) =>
            i % 2 ? Math.max(-180, Math.min(180, v)) : Math.max(-90, Math.min(90, v)),
          ) as MapBox,
        )
        const hash = geohash(lat, lng)
        const holding = grid.cells.filter((c) => {
          const head = hash.slice(0, c.from.length)
          return head >= c.from && head <= c.to
        })
        expect(holding).toHaveLength(1)
        expect(inside(holding[0]!.box, lat, lng)).toBe(true)
      }
  })
})

/** A plain geohash encoder, to check the grid's ranges against. */
function geohash(lat: number, lng: number, length = 9): string {
  const base32 = '0123456789bcdefghjkmnpqrstuvwxyz'
  const lats = [-90, 90]
  const lngs = [-180, 180]
  let hash = ''
  let value = 0
  for (let i = 0; i < length * 5; i++) {
    const [range, v] = i % 2 === 0 ? [lngs, lng] : [lats, lat]
    const middle = (range[0]! + range[1]!) / 2
    const bit = v >= middle ? 1 : 0
    range[bit ? 0 : 1] = middle
    value = value * 2 + bit
    if (i % 5 === 4) {
      hash += base32[value]
      value = 0
    }
  }
  return hash
}

describe('parseMapViewQuery', () => {
  it('reads a box and a zoom', () => {
    expect(parseMapViewQuery('47.5,16.5,49.8,22.8', '7')).toEqual({
      ok: true,
      query: { bbox: [47.5, 16.5, 49.8, 22.8], zoom: 7 },
    })
    expect(parseMapViewQuery('-20,175,-12,-175', '0')).toMatchObject({ ok: true })
  })

  it('refuses a box out of range, upside down or malformed, and a zoom that is not 0 to 20', () => {
    for (const bbox of ['', '1,2,3', '91,0,92,1', '10,0,5,1', '0,-181,1,0', '1e1,0,20,1', 'a,b,c,d'])
      expect(parseMapViewQuery(bbox, '3')).toEqual({ ok: false, fields: { bbox: 'bbox_invalid' } })
    for (const zoom of ['21', '-1', '2.5', '', 'x'])
      expect(parseMapViewQuery('0,0,1,1', zoom)).toEqual({ ok: false, fields: { zoom: 'zoom_invalid' } })
    expect(parseMapViewQuery(['0,0,1,1', '0,0,1,1'], undefined)).toEqual({
      ok: false,
      fields: { bbox: 'query_repeated', zoom: 'zoom_invalid' },
    })
  })

  it('says why in English and Slovak', () => {
    expect(validationMessagesEn.bbox_invalid).toMatch(/south,west,north,east/)
    expect(validationMessagesSk.zoom_invalid).toMatch(/od 0 do 20/)
  })
})
