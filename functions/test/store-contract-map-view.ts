// The Store contract of the events map by viewport (docs/routes-and-maps.md), run by store-contract.ts
// against every adapter: the same clusters and points from both, across 180°, at the poles, at any zoom.
import { describe, expect, it } from 'vitest'
import { mapGridOf, type MapBox, type MapViewDto } from '@travel/domain'
import { mapView, MAP_CELL_POINTS_MAX } from '../src/services/map-view'
import { NO_CHECKINS, type EventRecord, type Store } from '../src/store/port'
import { eventRecord } from './factories'

const BRATISLAVA: [number, number] = [48.1486, 17.1077]
const SLOVAKIA: MapBox = [47.5, 16.5, 49.8, 22.8]
const WORLD: MapBox = [-85, -180, 85, 180]

/** How many events the answer stands for: its clusters' counts and its points. */
const total = (view: MapViewDto) => view.clusters.reduce((sum, c) => sum + c.count, 0) + view.points.length

/** Whether a position lies in one of the cells the view of `box` is counted in. */
function inGrid(box: MapBox, [lat, lng]: number[]): boolean {
  return mapGridOf(box).cells.some(({ box: [s, w, n, e] }) => lat! >= s && lat! < n && lng! >= w && lng! < e)
}

export function describeMapViewContract(storeOf: () => Store) {
  describe('the events map by viewport', () => {
    async function seed(...events: EventRecord[]) {
      for (const e of events) await storeOf().events.createEvent({ ...NO_CHECKINS, ...e })
      return events
    }
    /** `n` events within a few hundred metres of `at`, ids prefixed by `name`. */
    const crowd = (name: string, n: number, at: [number, number]) =>
      Array.from({ length: n }, (_, i) =>
        eventRecord({ id: `${name}${String(i).padStart(2, '0')}`, coordinates: [at[0] + i * 0.001, at[1]] }),
      )

    it('answers a crowded cell as a cluster at its events’ mean and sparse cells as points', async () => {
      const town = await seed(...crowd('town', MAP_CELL_POINTS_MAX + 4, BRATISLAVA))
      await seed(
        eventRecord({ id: 'lone-tatras', coordinates: [49.17, 20.08] }),
        eventRecord({
          id: 'lone-east',
          coordinates: [48.72, 21.26],
          section: { main: 'places', sub: 'views' },
        }),
        eventRecord({ id: 'madrid', coordinates: [40.4, -3.7], country: 'Spain' }),
        eventRecord({ id: 'no-place', section: { main: 'route', sub: 'offroad' }, coordinates: [] }),
      )
      const view = await mapView(storeOf(), {}, SLOVAKIA)
      expect(view.points.map((p) => p._id).sort()).toEqual(['lone-east', 'lone-tatras'])
      expect(view.clusters).toHaveLength(1)
      const [cluster] = view.clusters
      expect(cluster?.count).toBe(town.length)
      const meanLat = town.reduce((sum, e) => sum + e.coordinates[0]!, 0) / town.length
      expect(cluster?.position[0]).toBeCloseTo(meanLat, 5)
      expect(cluster?.position[1]).toBeCloseTo(BRATISLAVA[1], 5)
      const [s, w, n, e] = cluster!.bounds
      expect(BRATISLAVA[0] >= s && BRATISLAVA[0] < n && BRATISLAVA[1] >= w && BRATISLAVA[1] < e).toBe(true)
      expect(view.truncated).toBe(false)
    })

    it('counts add up to the events in the cells of the view, at zoom 0 and street level', async () => {
      const events = await seed(
        ...crowd('town', MAP_CELL_POINTS_MAX + 2, BRATISLAVA),
        eventRecord({ id: 'madrid', coordinates: [40.4, -3.7], country: 'Spain' }),
        eventRecord({ id: 'sydney', coordinates: [-33.87, 151.21], country: 'Australia' }),
        eventRecord({ id: 'lima', coordinates: [-12.05, -77.04], country: 'Peru' }),
      )
      const world = await mapView(storeOf(), {}, WORLD)
      expect(total(world)).toBe(events.filter((e) => inGrid(WORLD, e.coordinates)).length)
      expect(world.points.map((p) => p._id).sort()).toEqual(['lima', 'madrid', 'sydney'])
      // a street: a box of a hundred metres around one of the town's events
      const street: MapBox = [48.1495, 17.107, 48.1505, 17.1085]
      const close = await mapView(storeOf(), {}, street)
      expect(close.clusters).toEqual([])
      expect(close.points.map((p) => p._id).sort()).toEqual(
        events
          .filter((e) => inGrid(street, e.coordinates))
          .map((e) => e.id)
          .sort(),
      )
      expect(close.points.length).toBeGreaterThan(0)
    })

    it('finds both sides of a box across 180°', async () => {
      await seed(
        eventRecord({ id: 'fiji-west', coordinates: [-17.8, 177.4], country: 'Australia' }),
        eventRecord({ id: 'fiji-east', coordinates: [-16.8, -179.9], country: 'Australia' }),
        eventRecord({ id: 'samoa', coordinates: [-13.8, -172.1], country: 'Australia' }),
        eventRecord({ id: 'greenwich', coordinates: [51.48, 0], country: 'United_Kingdom' }),
      )
      const view = await mapView(storeOf(), {}, [-20, 175, -12, -175])
      expect(view.points.map((p) => p._id).sort()).toEqual(['fiji-east', 'fiji-west'])
      expect(view.clusters).toEqual([])
    })

    it('reaches the poles, each box only its own', async () => {
      await seed(
        eventRecord({ id: 'north-pole', coordinates: [89.99, 10], country: 'Norway' }),
        eventRecord({ id: 'south-pole', coordinates: [-89.99, 139.27], country: 'Australia' }),
      )
      const north = await mapView(storeOf(), {}, [80, -180, 90, 180])
      expect(north.points.map((p) => p._id)).toEqual(['north-pole'])
      const south = await mapView(storeOf(), {}, [-90, 100, -85, 170])
      expect(south.points.map((p) => p._id)).toEqual(['south-pole'])
    })

    it('answers nothing for an empty area and for filters that match nothing', async () => {
      await seed(...crowd('town', MAP_CELL_POINTS_MAX + 2, BRATISLAVA))
      const empty = { clusters: [], points: [], truncated: false }
      expect(await mapView(storeOf(), {}, [-40, -30, -35, -25])).toEqual(empty)
      expect(await mapView(storeOf(), { country: 'Austria' }, SLOVAKIA)).toEqual(empty)
      expect(await mapView(storeOf(), { section: { mains: [] } }, SLOVAKIA)).toEqual(empty)
      expect(await mapView(storeOf(), { section: { mains: ['route'] } }, SLOVAKIA)).toEqual(empty)
    })

    it('applies the list filters to clusters and points alike', async () => {
      await seed(
        ...crowd('town', MAP_CELL_POINTS_MAX + 2, BRATISLAVA),
        eventRecord({ id: 'view-a', coordinates: [48.15, 17.11], section: { main: 'places', sub: 'views' } }),
        eventRecord({ id: 'gone-a', coordinates: [48.15, 17.11], state: 'gone', listing: 'gone' }),
      )
      const places = await mapView(storeOf(), { section: { mains: ['places'] } }, SLOVAKIA)
      expect(places).toEqual({
        clusters: [],
        points: [expect.objectContaining({ _id: 'view-a' })],
        truncated: false,
      })
      const shown = await mapView(storeOf(), { listing: ['shown'] }, SLOVAKIA)
      expect(total(shown)).toBe(MAP_CELL_POINTS_MAX + 3)
    })
  })
}
