import { describe, expect, it } from 'vitest'
import { amenitiesSchema } from './amenities-schema'
import {
  changedFacts,
  withFacts,
  amenityTokens,
  factFilterTokens,
  FACT_TOKEN_PREFIX,
  normalAmenities,
  parseFactFilter,
  type Amenities,
} from './amenities'
import { emptyAmenityForm, toAmenities, toAmenityFormValues } from './amenity-form'
import { eventFormSchema, emptyEventForm } from './event-form'
import { eventPayloadSchema } from './event-api'
import { eventsQueryString, parseEventsQuery, queryParams } from './api'
import { eventSearchIndex, searchTerms } from './search'

const camp: Amenities = {
  water: true,
  toilets: false,
  dump: true,
  price: { amount: 0, currency: 'EUR' },
  maxLength: 7.5,
  maxHeight: 3.4,
  months: [5, 6, 7, 8, 9],
}

/** The ValidationKey a schema refuses `value` with, or undefined. */
function refusal(value: unknown): string | undefined {
  try {
    amenitiesSchema.validateSync(value, { abortEarly: true })
    return undefined
  } catch (error) {
    return (error as { message: string }).message
  }
}

describe('what an event offers', () => {
  it('takes the facts one by one and refuses what is not one, with a message for each', () => {
    expect(refusal(camp)).toBeUndefined()
    expect(refusal({ surface: 'gravel', fourByFour: true })).toBeUndefined()
    expect(refusal({ water: 'yes' })).toBe('amenity_invalid')
    expect(refusal({ price: { amount: -1, currency: 'EUR' } })).toBe('price_invalid')
    expect(refusal({ price: { amount: 12, currency: 'XXX' } })).toBe('currency_invalid')
    expect(refusal({ price: { amount: 12.345, currency: 'EUR' } })).toBe('price_invalid')
    expect(refusal({ maxLength: 31 })).toBe('vehicle_length_invalid')
    expect(refusal({ maxLength: 7.25 })).toBe('vehicle_length_invalid')
    expect(refusal({ maxHeight: '3' })).toBe('vehicle_height_invalid')
    expect(refusal({ months: [0] })).toBe('months_invalid')
    expect(refusal({ months: [5, 5] })).toBe('months_invalid')
    expect(refusal({ surface: 'ice' })).toBe('surface_invalid')
  })

  it('leaves out a fact it does not know, as the API does with any unknown field', () => {
    expect(amenitiesSchema.validateSync({ sauna: true, water: true }, { stripUnknown: true })).toEqual({
      water: true,
    })
  })

  it('is optional on the API: absent, null or with facts', () => {
    const base = {
      title: 'Lake camp',
      description: 'A quiet meadow by the lake.',
      image: 'https://example.com/a.jpg',
      coordinates: [48.1, 17.1],
      access: 0,
      date: '2024-05-01',
      section: { main: 'camp', sub: 'natural' },
      country: 'Slovakia',
    }
    expect(eventPayloadSchema.validateSync(base).amenities).toBeUndefined()
    expect(eventPayloadSchema.validateSync({ ...base, amenities: null }).amenities).toBeNull()
    expect(eventPayloadSchema.validateSync({ ...base, amenities: camp }).amenities).toEqual(camp)
    expect(() => eventPayloadSchema.validateSync({ ...base, amenities: { water: 1 } })).toThrow()
  })

  it('keeps only the facts given, months in order', () => {
    expect(normalAmenities({})).toBeNull()
    expect(normalAmenities({ months: [9, 5], water: false })).toEqual({ water: false, months: [5, 9] })
  })

  it('goes from the form to the API and back, asking only what the section takes', () => {
    const values = toAmenityFormValues(camp)
    expect(values.water).toBe('yes')
    expect(values.toilets).toBe('no')
    expect(values.priceKind).toBe('free')
    expect(toAmenities(values, 'camp')).toEqual(camp)
    // a route asks about its road and vehicle limits, not about toilets
    expect(toAmenities({ ...values, surface: 'gravel' }, 'route')).toEqual({
      maxLength: 7.5,
      maxHeight: 3.4,
      surface: 'gravel',
    })
    expect(toAmenities(emptyAmenityForm, 'camp')).toBeNull()
    expect(toAmenities({ ...emptyAmenityForm, priceKind: 'paid', amount: '15,5' }, 'places')).toEqual({
      price: { amount: 15.5, currency: 'EUR' },
    })
  })

  it('refuses in the form what the API refuses', () => {
    const errorsOf = (amenities: Partial<typeof emptyAmenityForm>) => {
      try {
        eventFormSchema.validateSyncAt('amenities', {
          ...emptyEventForm,
          amenities: { ...emptyAmenityForm, ...amenities },
        })
        return undefined
      } catch (error) {
        return (error as { message: string }).message
      }
    }
    expect(errorsOf({ maxLength: '7.5' })).toBeUndefined()
    expect(errorsOf({ maxLength: '45' })).toBe('vehicle_length_invalid')
    expect(errorsOf({ maxHeight: 'high' })).toBe('vehicle_height_invalid')
    expect(errorsOf({ priceKind: 'paid', amount: '' })).toBe('price_invalid')
    expect(errorsOf({ priceKind: 'free', amount: '' })).toBeUndefined()
  })
})

describe('facts as tokens of the search index', () => {
  it('gives an event a token for each fact it has, each size step it fits and each month', () => {
    const tokens = amenityTokens(camp)
    expect(tokens).toEqual(expect.arrayContaining(['~water', '~dump', '~free', '~open-5', '~open-9']))
    expect(tokens).not.toContain('~toilets')
    expect(tokens).toContain('~fits-len-7.5')
    expect(tokens).not.toContain('~fits-len-8')
    expect(tokens).toContain('~fits-h-3.4')
    expect(tokens).not.toContain('~fits-h-3.5')
    expect(amenityTokens(null)).toEqual([])
  })

  it('asks for the size step at or above the vehicle, so a vehicle it does not fit is never shown', () => {
    expect(factFilterTokens({ fits: 7.2 })).toEqual(['~fits-len-7.5'])
    expect(factFilterTokens({ fits: 7.5 })).toEqual(['~fits-len-7.5'])
    expect(factFilterTokens({ height: 3.25 })).toEqual(['~fits-h-3.3'])
    expect(factFilterTokens({ fits: 1 })).toEqual(['~fits-len-3'])
    const index = new Set(amenityTokens(camp))
    for (const fits of [3, 5.5, 7.4, 7.5])
      expect(index.has(factFilterTokens({ fits })[0]!), String(fits)).toBe(true)
    for (const fits of [7.6, 8, 12])
      expect(index.has(factFilterTokens({ fits })[0]!), String(fits)).toBe(false)
  })

  it('can never meet a searched word: search terms are letters and digits only', () => {
    for (const text of ['~water', 'water ~dump', '4x4', 'fits-len-7', '~~~'])
      for (const term of searchTerms(text)) expect(term.startsWith(FACT_TOKEN_PREFIX)).toBe(false)
    const index = eventSearchIndex({
      title: 'Water camp',
      description: 'Fresh water and a dump station.',
      country: 'Slovakia',
      section: { main: 'camp', sub: 'natural' },
      amenities: { water: true },
    })
    expect(index).toContain('water')
    expect(index).toContain('~water')
    expect(index.filter((w) => w.startsWith('~'))).toEqual(['~water'])
  })
})

describe('fact filters in the query', () => {
  const parse = (search: string) => parseEventsQuery(queryParams(search))
  it('reads every fact filter and writes it back the same way', () => {
    const parsed = parse('has=water,dump&free=1&fits=7&height=3.2&open=11&surface=gravel&4x4=1')
    expect(parsed).toEqual({
      ok: true,
      query: {
        limit: 24,
        facts: {
          has: ['water', 'dump'],
          free: true,
          fits: 7,
          height: 3.2,
          open: 11,
          surface: 'gravel',
          fourByFour: true,
        },
      },
    })
    if (parsed.ok) expect(parse(eventsQueryString(parsed.query))).toEqual(parsed)
    expect(parse('has=&free=')).toEqual({ ok: true, query: { limit: 24 } })
  })

  it('refuses bad values, each under its parameter', () => {
    const fieldsOf = (search: string) => {
      const r = parse(search)
      return r.ok ? {} : r.fields
    }
    expect(fieldsOf('has=water,sauna')).toEqual({ has: 'has_invalid' })
    expect(fieldsOf('free=yes')).toEqual({ free: 'free_invalid' })
    expect(fieldsOf('4x4=true')).toEqual({ '4x4': 'four_by_four_invalid' })
    expect(fieldsOf('fits=25')).toEqual({ fits: 'fits_invalid' })
    expect(fieldsOf('fits=0x7')).toEqual({ fits: 'fits_invalid' })
    expect(fieldsOf('height=5')).toEqual({ height: 'height_invalid' })
    expect(fieldsOf('open=13')).toEqual({ open: 'open_invalid' })
    expect(fieldsOf('surface=ice')).toEqual({ surface: 'surface_invalid' })
    expect(fieldsOf('has=water&has=dump')).toEqual({ has: 'query_repeated' })
    expect(parseFactFilter({}, {})).toBeUndefined()
  })
})

describe('facts one by one (a suggested edit reviewed fact by fact)', () => {
  const before = { water: true, price: { amount: 20, currency: 'EUR' as const }, months: [5, 6, 7] }
  const after = {
    water: false,
    price: { amount: 25, currency: 'EUR' as const },
    months: [5, 6, 7],
    dogs: true,
  }

  it('names the facts that differ, a fact given or taken away included', () => {
    expect(changedFacts(before, after)).toEqual(['water', 'dogs', 'price'])
    expect(changedFacts(null, { shade: true })).toEqual(['shade'])
    expect(changedFacts({ shade: true }, null)).toEqual(['shade'])
    expect(changedFacts(before, { ...before })).toEqual([])
  })

  it('takes only the chosen facts onto the event as it is now', () => {
    const now = { ...before, showers: true }
    expect(withFacts(now, after, ['price'])).toEqual({
      water: true,
      showers: true,
      price: { amount: 25, currency: 'EUR' },
      months: [5, 6, 7],
    })
    expect(withFacts(now, after, ['water', 'dogs'])).toMatchObject({
      water: false,
      dogs: true,
      showers: true,
    })
  })

  it('removes a fact the suggestion leaves out, and answers null when none is left', () => {
    expect(withFacts({ shade: true, wifi: true }, { wifi: true }, ['shade'])).toEqual({ wifi: true })
    expect(withFacts({ shade: true }, null, ['shade'])).toBeNull()
  })
})
