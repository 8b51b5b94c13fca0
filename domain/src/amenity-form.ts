// The "What it offers" part of the add and edit form: its values as typed, and to and from an event's facts.
// Apart from the facts (amenities.ts), which the lists and their cards read without the form.
import {
  YES_NO_FACTS,
  normalAmenities,
  type Amenities,
  type Currency,
  type Surface,
  type YesNoFact,
} from './amenities'
import type { MainSection } from './sections'

/** A yes/no fact in the form: unknown is ''. */
export type FactAnswer = '' | 'yes' | 'no'

/** The "What it offers" part of the add/edit form: inputs as typed. */
export type AmenityFormValues = Record<YesNoFact | 'fourByFour', FactAnswer> & {
  priceKind: '' | 'free' | 'paid'
  amount: string
  currency: Currency
  maxLength: string
  maxHeight: string
  /** "1"…"12" */
  months: string[]
  surface: Surface | ''
}

export const emptyAmenityForm: AmenityFormValues = {
  ...(Object.fromEntries(YES_NO_FACTS.map((fact) => [fact, ''])) as Record<YesNoFact, FactAnswer>),
  fourByFour: '',
  priceKind: '',
  amount: '',
  currency: 'EUR',
  maxLength: '',
  maxHeight: '',
  months: [],
  surface: '',
}

/** A number as typed, with a decimal point or comma ("7,5"); NaN when it is not one. */
export function typedNumber(text: string): number {
  const t = text.trim().replace(',', '.')
  return /^\d{1,6}(\.\d{1,4})?$/.test(t) ? Number(t) : Number.NaN
}

const answerOf = (value: boolean | undefined): FactAnswer => (value === undefined ? '' : value ? 'yes' : 'no')

/**
 * The groups of facts the form asks about for a section: a stay's (yes/no facts, price, months) for camps,
 * places and itineraries, a road's (surface, 4x4) for routes and itineraries, vehicle limits for all.
 */
export function amenityGroupsOf(main: MainSection): { stay: boolean; road: boolean } {
  return { stay: main !== 'route', road: main === 'route' || main === 'itinerary' }
}

/** The form's values to the facts the API takes, only of the groups the section asks (null: none given). */
export function toAmenities(values: AmenityFormValues, main: MainSection): Amenities | null {
  const { stay, road } = amenityGroupsOf(main)
  const out: Amenities = {}
  if (stay) {
    for (const fact of YES_NO_FACTS) if (values[fact]) out[fact] = values[fact] === 'yes'
    if (values.priceKind === 'free') out.price = { amount: 0, currency: values.currency }
    if (values.priceKind === 'paid')
      out.price = { amount: typedNumber(values.amount), currency: values.currency }
    if (values.months.length) out.months = values.months.map(Number)
  }
  if (values.maxLength.trim()) out.maxLength = typedNumber(values.maxLength)
  if (values.maxHeight.trim()) out.maxHeight = typedNumber(values.maxHeight)
  if (road) {
    if (values.fourByFour) out.fourByFour = values.fourByFour === 'yes'
    if (values.surface) out.surface = values.surface
  }
  return normalAmenities(out)
}

/** Fills the form from an event's facts. */
export function toAmenityFormValues(amenities: Amenities | null | undefined): AmenityFormValues {
  if (!amenities) return emptyAmenityForm
  const values: AmenityFormValues = { ...emptyAmenityForm, months: [] }
  for (const fact of [...YES_NO_FACTS, 'fourByFour'] as const) values[fact] = answerOf(amenities[fact])
  if (amenities.price) {
    values.priceKind = amenities.price.amount === 0 ? 'free' : 'paid'
    values.amount = amenities.price.amount === 0 ? '' : String(amenities.price.amount)
    values.currency = amenities.price.currency
  }
  if (amenities.maxLength !== undefined) values.maxLength = String(amenities.maxLength)
  if (amenities.maxHeight !== undefined) values.maxHeight = String(amenities.maxHeight)
  values.months = (amenities.months ?? []).map(String)
  values.surface = amenities.surface ?? ''
  return values
}
