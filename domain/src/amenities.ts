// What a camp, place or route offers (all optional): the facts, the filters of lists, and the tokens that
// answer those filters from the search index (docs/search.md, "Facts in the index"); the form's: amenity-form.ts.
import {
  FITS_HEIGHT_MAX_M,
  FITS_LENGTH_MAX_M,
  PRICE_MAX,
  VEHICLE_HEIGHT_MAX_M,
  VEHICLE_HEIGHT_MIN_M,
  VEHICLE_LENGTH_MAX_M,
  VEHICLE_LENGTH_MIN_M,
} from './limits'
import { sameValue } from './history'
import type { ValidationKey } from './messages'

/** Facts answered yes or no; one left out is unknown. */
export const YES_NO_FACTS = [
  'water',
  'toilets',
  'showers',
  'dump',
  'electricity',
  'wifi',
  'fire',
  'dogs',
  'shade',
] as const
export type YesNoFact = (typeof YES_NO_FACTS)[number]

export const SURFACES = ['asphalt', 'gravel', 'dirt', 'sand', 'rock', 'mixed'] as const
export type Surface = (typeof SURFACES)[number]

/** The currencies a price may be given in: those of the countries travellers mostly go to, and USD. */
export const CURRENCIES = [
  'EUR',
  'CZK',
  'PLN',
  'HUF',
  'CHF',
  'GBP',
  'NOK',
  'SEK',
  'DKK',
  'RON',
  'BGN',
  'USD',
] as const
export type Currency = (typeof CURRENCIES)[number]

/** What an event offers, as stored and answered: only the facts someone gave (none is an unknown). */
export type Amenities = Partial<Record<YesNoFact, boolean>> & {
  /** a night's price; amount 0 is free */
  price?: { amount: number; currency: Currency }
  /** the longest vehicle that fits, in metres */
  maxLength?: number
  /** the height limit, in metres */
  maxHeight?: number
  /** the months (1–12) it is open, ascending; all twelve is all year */
  months?: number[]
  surface?: Surface
  /** a 4x4 or high clearance is needed */
  fourByFour?: boolean
}

/** A night's price: 0 (free) up to PRICE_MAX, in cents at most. */
export function isPrice(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= 0 &&
    amount <= PRICE_MAX &&
    Number.isInteger(Math.round(amount * 1e4) / 100)
  )
}

/** A vehicle limit in metres, within [min, max], to one decimal. */
export function isMetres(value: number, min: number, max: number): boolean {
  return (
    Number.isFinite(value) && value >= min && value <= max && Number.isInteger(Math.round(value * 100) / 10)
  )
}
export const isVehicleLength = (m: number) => isMetres(m, VEHICLE_LENGTH_MIN_M, VEHICLE_LENGTH_MAX_M)
export const isVehicleHeight = (m: number) => isMetres(m, VEHICLE_HEIGHT_MIN_M, VEHICLE_HEIGHT_MAX_M)

/** The facts as stored: only those given, months ascending; null when none is. */
export function normalAmenities(value: Amenities | null | undefined): Amenities | null {
  if (!value) return null
  const out: Amenities = {}
  for (const fact of YES_NO_FACTS) if (typeof value[fact] === 'boolean') out[fact] = value[fact]
  if (value.price) out.price = { amount: value.price.amount, currency: value.price.currency }
  if (value.maxLength !== undefined) out.maxLength = value.maxLength
  if (value.maxHeight !== undefined) out.maxHeight = value.maxHeight
  if (value.months?.length) out.months = [...new Set(value.months)].sort((a, b) => a - b)
  if (value.surface) out.surface = value.surface
  if (value.fourByFour !== undefined) out.fourByFour = value.fourByFour
  return Object.keys(out).length ? out : null
}

/**
 * What a card shows of the facts (the yes facts, free, 4x4), which is all a list answer carries: the rest
 * would add a sixth to every list page for what only the event's page shows.
 */
export function cardAmenities(amenities: Amenities | null | undefined): Amenities | null {
  if (!amenities) return null
  const out: Amenities = {}
  for (const fact of YES_NO_FACTS) if (amenities[fact] === true) out[fact] = true
  if (amenities.price?.amount === 0) out.price = amenities.price
  if (amenities.fourByFour === true) out.fourByFour = true
  return Object.keys(out).length ? out : null
}

/** Every fact an event may give, one by one: what a suggested edit is reviewed and accepted by. */
export const AMENITY_FACTS = [
  ...YES_NO_FACTS,
  'price',
  'maxLength',
  'maxHeight',
  'months',
  'surface',
  'fourByFour',
] as const satisfies readonly (keyof Amenities)[]
export type AmenityFact = (typeof AMENITY_FACTS)[number]

/** The facts whose values differ between two versions of an event's amenities, in AMENITY_FACTS order. */
export function changedFacts(
  before: Amenities | null | undefined,
  after: Amenities | null | undefined,
): AmenityFact[] {
  return AMENITY_FACTS.filter((fact) => !sameValue(before?.[fact], after?.[fact]))
}

/** `current` with `facts` as `from` gives them (a fact `from` leaves out is removed): a partial acceptance. */
export function withFacts(
  current: Amenities | null | undefined,
  from: Amenities | null | undefined,
  facts: readonly AmenityFact[],
): Amenities | null {
  const out: Record<string, unknown> = { ...current }
  for (const fact of facts) {
    if (from?.[fact] === undefined) delete out[fact]
    else out[fact] = from[fact]
  }
  return normalAmenities(out as Amenities)
}

// ---- Filters and their tokens ----

/** What GET /api/events?has=…&free=1&fits=…&height=…&open=…&surface=…&4x4=1 asks for: all of it must hold. */
export interface FactFilter {
  has?: YesNoFact[]
  free?: true
  /** the vehicle's length, in metres: events where at least that fits */
  fits?: number
  /** the vehicle's height, in metres */
  height?: number
  /** a month, 1–12 */
  open?: number
  surface?: Surface
  fourByFour?: true
}

/** The query parameters of the fact filters. */
export const FACT_QUERY_PARAMS = ['has', 'free', 'fits', 'height', 'open', 'surface', '4x4'] as const
export type FactQueryParam = (typeof FACT_QUERY_PARAMS)[number]

/**
 * Fact tokens begin with this; a search term never can (search words are letters and digits only,
 * words.ts), so a fact can never match a typed word nor a word a fact.
 */
export const FACT_TOKEN_PREFIX = '~'

/**
 * Vehicle sizes are indexed in steps (decimetres): an event holds a token for every step up to its limit,
 * and a filter asks for the step at or above the vehicle (so it may leave out an event whose limit lies
 * between the vehicle and that step, never show one the vehicle does not fit).
 */
const LENGTH_STEPS_DM = range(30, 200, 5)
const HEIGHT_STEPS_DM = range(18, 45, 1)

function range(from: number, to: number, step: number): number[] {
  const out: number[] = []
  for (let v = from; v <= to; v += step) out.push(v)
  return out
}

const metresText = (dm: number) => String(dm / 10)
const lengthToken = (dm: number) => `${FACT_TOKEN_PREFIX}fits-len-${metresText(dm)}`
const heightToken = (dm: number) => `${FACT_TOKEN_PREFIX}fits-h-${metresText(dm)}`
const toDm = (m: number) => Math.round(m * 10)

/** The tokens an event's facts add to its search index. */
export function amenityTokens(amenities: Amenities | null | undefined): string[] {
  if (!amenities) return []
  const tokens: string[] = []
  for (const fact of YES_NO_FACTS) if (amenities[fact] === true) tokens.push(FACT_TOKEN_PREFIX + fact)
  if (amenities.price?.amount === 0) tokens.push(`${FACT_TOKEN_PREFIX}free`)
  if (amenities.maxLength !== undefined) {
    const dm = toDm(amenities.maxLength)
    for (const step of LENGTH_STEPS_DM) if (step <= dm) tokens.push(lengthToken(step))
  }
  if (amenities.maxHeight !== undefined) {
    const dm = toDm(amenities.maxHeight)
    for (const step of HEIGHT_STEPS_DM) if (step <= dm) tokens.push(heightToken(step))
  }
  for (const month of amenities.months ?? []) tokens.push(`${FACT_TOKEN_PREFIX}open-${month}`)
  if (amenities.surface) tokens.push(`${FACT_TOKEN_PREFIX}surface-${amenities.surface}`)
  if (amenities.fourByFour === true) tokens.push(`${FACT_TOKEN_PREFIX}4x4`)
  return tokens
}

/** The step at or above `dm` (or the smallest one). */
const stepAtOrAbove = (steps: number[], dm: number) =>
  steps.find((s) => s >= dm) ?? steps[steps.length - 1] ?? dm

/** The tokens an event must hold to pass a fact filter. */
export function factFilterTokens(filter: FactFilter | undefined): string[] {
  if (!filter) return []
  const tokens = (filter.has ?? []).map((fact) => FACT_TOKEN_PREFIX + fact)
  if (filter.free) tokens.push(`${FACT_TOKEN_PREFIX}free`)
  if (filter.fits !== undefined) tokens.push(lengthToken(stepAtOrAbove(LENGTH_STEPS_DM, toDm(filter.fits))))
  if (filter.height !== undefined)
    tokens.push(heightToken(stepAtOrAbove(HEIGHT_STEPS_DM, toDm(filter.height))))
  if (filter.open !== undefined) tokens.push(`${FACT_TOKEN_PREFIX}open-${filter.open}`)
  if (filter.surface) tokens.push(`${FACT_TOKEN_PREFIX}surface-${filter.surface}`)
  if (filter.fourByFour) tokens.push(`${FACT_TOKEN_PREFIX}4x4`)
  return [...new Set(tokens)]
}

const SIZE = /^\d{1,2}(\.\d{1,2})?$/

/**
 * Reads the fact parameters (each its one text value, or undefined); a bad value is noted in `fields`
 * under its parameter. Empty values mean no filter.
 */
export function parseFactFilter(
  values: Partial<Record<FactQueryParam, string>>,
  fields: Record<string, string>,
): FactFilter | undefined {
  const filter: FactFilter = {}
  const has = (values.has ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!has.every((f) => (YES_NO_FACTS as readonly string[]).includes(f))) fields.has = 'has_invalid'
  else if (has.length) filter.has = [...new Set(has)] as YesNoFact[]
  const flag = (key: 'free' | '4x4') => {
    const v = values[key]?.trim()
    if (v === undefined || v === '') return false
    if (v !== '1') fields[key] = key === 'free' ? 'free_invalid' : 'four_by_four_invalid'
    return v === '1'
  }
  if (flag('free')) filter.free = true
  if (flag('4x4')) filter.fourByFour = true
  const size = (key: 'fits' | 'height', max: number, error: ValidationKey) => {
    const v = values[key]?.trim()
    if (v === undefined || v === '') return undefined
    const n = SIZE.test(v) ? Number(v) : NaN
    if (!(n > 0 && n <= max)) fields[key] = error
    return n > 0 && n <= max ? n : undefined
  }
  const fits = size('fits', FITS_LENGTH_MAX_M, 'fits_invalid')
  if (fits !== undefined) filter.fits = fits
  const height = size('height', FITS_HEIGHT_MAX_M, 'height_invalid')
  if (height !== undefined) filter.height = height
  const open = values.open?.trim()
  if (open) {
    if (/^([1-9]|1[0-2])$/.test(open)) filter.open = Number(open)
    else fields.open = 'open_invalid'
  }
  const surface = values.surface?.trim()
  if (surface) {
    if ((SURFACES as readonly string[]).includes(surface)) filter.surface = surface as Surface
    else fields.surface = 'surface_invalid'
  }
  return Object.keys(filter).length ? filter : undefined
}

/** Writes a fact filter back as query parameters (parseFactFilter's other side). */
export function factFilterParams(filter: FactFilter | undefined): [FactQueryParam, string][] {
  if (!filter) return []
  const out: [FactQueryParam, string][] = []
  if (filter.has?.length) out.push(['has', filter.has.join(',')])
  if (filter.free) out.push(['free', '1'])
  if (filter.fits !== undefined) out.push(['fits', String(filter.fits)])
  if (filter.height !== undefined) out.push(['height', String(filter.height)])
  if (filter.open !== undefined) out.push(['open', String(filter.open)])
  if (filter.surface) out.push(['surface', filter.surface])
  if (filter.fourByFour) out.push(['4x4', '1'])
  return out
}
