// The geometry of "near" queries, in one place for both Store adapters so they measure and order alike.
// geofire-common (Firebase's own helper for geo queries on Firestore) gives the geohash an event is stored
// under, the geohash ranges that cover a circle, and the distance between two points.
import { distanceBetween, geohashForLocation, geohashQueryBounds } from 'geofire-common'
import { isLatLngInRange } from '@travel/domain'

/** Characters stored: geofire's default, a cell of about 1 m, finer than any coordinate typed in. */
const GEOHASH_PRECISION = 10

/** True when the event can be placed on a map (routes without a track have no position). */
export function hasPosition(coordinates: readonly number[]): coordinates is [number, number] {
  return coordinates.length === 2 && isLatLngInRange(coordinates)
}

/** The geohash an event with this position is found by in near queries; null without a position. */
export function geohashOf(coordinates: readonly number[]): string | null {
  return hasPosition(coordinates)
    ? geohashForLocation([coordinates[0], coordinates[1]], GEOHASH_PRECISION)
    : null
}

/**
 * Great-circle distance in km (geofire's haversine on a 6371 km sphere, within 0.5 % of the ellipsoid):
 * what both adapters filter by and what an answer reports as distanceKm.
 */
export function distanceKm(from: readonly [number, number], to: readonly [number, number]): number {
  return distanceBetween([from[0], from[1]], [to[0], to[1]])
}

/** The geohash ranges whose union covers the circle (up to 9; each is one indexed range query). */
export function geohashRanges(center: readonly [number, number], radiusKm: number): [string, string][] {
  return geohashQueryBounds([center[0], center[1]], radiusKm * 1000)
}

/** A place in near order (distance ascending, then id ascending): what a near cursor carries. */
export interface NearPosition {
  distanceKm: number
  id: string
}

/** Near order: nearest first, equal distances by id ascending (so pages never overlap or skip). */
export function compareNear(a: NearPosition, b: NearPosition): number {
  if (a.distanceKm !== b.distanceKm) return a.distanceKm - b.distanceKm
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}
