// The land and borders of Natural Earth's outlines as SVG path data in Web Mercator world px at zoom 0
// (viewport.ts), so the map places them with one SVG transform and never projects them again. Runs in a
// worker (natural-earth.worker.ts): projecting the 1:50m outlines takes a few hundred ms of a busy CPU.
import { geoMercator, geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { TILE } from './viewport'

export interface LandPaths {
  /** SVG path data of all land, in world px */
  land: string
  /** SVG path data of the borders between countries, in world px */
  borders: string
}

export type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>

export function toPaths(topology: Countries): LandPaths {
  // The same Web Mercator as viewport.ts: the world is TILE px wide at zoom 0.
  const projection = geoMercator()
    .scale(TILE / (2 * Math.PI))
    .translate([TILE / 2, TILE / 2])
  // 5 decimals of a world px stay under a tenth of a screen px at the map's deepest zoom.
  const path = geoPath(projection).digits(5)
  return {
    land: path(feature(topology, topology.objects.land)) ?? '',
    borders: path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? '',
  }
}

/** The outlines at `url` (the app's own asset), fetched and projected. */
export async function fetchPaths(url: string): Promise<LandPaths> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`map data answered ${response.status}`)
  return toPaths((await response.json()) as Countries)
}
