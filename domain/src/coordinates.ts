// Coordinates as typed in the form: "XX.XXXXXX, YY.YYYYYY" (docs/api.md): two digits, a dot, up to six
// decimals, an optional minus sign so places west of Greenwich or south of the equator can be entered.
export const COORDINATES_PATTERN = /^-?\d{1,2}\.\d{1,6},\s?-?\d{1,3}\.\d{1,6}$/

export type LatLng = [number, number]

export function isCoordinatesText(text: string): boolean {
  return COORDINATES_PATTERN.test(text.trim())
}

export function isLatLngInRange([lat, lng]: readonly number[]): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  )
}

/** Parses the form text into [lat, lng]; undefined when the text is not valid coordinates. */
export function parseCoordinates(text: string): LatLng | undefined {
  const trimmed = text.trim()
  if (!COORDINATES_PATTERN.test(trimmed)) return undefined
  const [lat, lng] = trimmed.split(',').map((part) => Number(part.trim()))
  if (lat === undefined || lng === undefined) return undefined
  const pair: LatLng = [lat, lng]
  return isLatLngInRange(pair) ? pair : undefined
}

export function formatCoordinates(coordinates: readonly number[]): string {
  return coordinates.length === 2 ? `${coordinates[0]}, ${coordinates[1]}` : ''
}
