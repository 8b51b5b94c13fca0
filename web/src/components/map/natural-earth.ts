// The land and the country borders of the keyless map: Natural Earth's 1:50m outlines (public domain),
// as TopoJSON from the world-atlas package. The file ships with the app as a hashed asset of its own
// origin (no tiles, no map service, nothing a content security policy has to allow), is fetched the
// first time a map is shown and cached by the browser like the app's code.
//
// The outlines are projected once, into Web Mercator world px at zoom 0 (viewport.ts); the map places
// them with one SVG transform, so panning and zooming redraw without projecting again.
import { geoMercator, geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countriesUrl from 'world-atlas/countries-50m.json?url'
import { TILE } from './viewport'

export interface LandPaths {
  /** SVG path data of all land, in world px */
  land: string
  /** SVG path data of the borders between countries, in world px */
  borders: string
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>

let loading: Promise<LandPaths> | undefined

/** The land and borders; one fetch for every map of the page. A failure is retried on the next call. */
export function loadLandPaths(): Promise<LandPaths> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`map data answered ${response.status}`)
      return response.json() as Promise<Countries>
    })
    .then(toPaths)
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}

function toPaths(topology: Countries): LandPaths {
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
