// The list's type, country, order, check-in and fact filters, kept in the address like the search and the
// view, so a "top rated camps in Norway with water, open in July" list can be shared, reloaded and
// rendered by the server.
import { useCallback } from 'react'
import {
  COUNTRIES,
  EVENT_SORTS,
  MAIN_SECTIONS,
  FACT_QUERY_PARAMS,
  factFilterParams,
  parseFactFilter,
  type Country,
  type EventSort,
  type FactFilter,
  type MainSection,
} from '@travel/domain'
import { useAddressParams } from '@/hooks/use-address-params'

/** The type buttons' choice: every section the page shows, or one of them. */
export type TypeFilter = 'all' | MainSection

/** The rating filter the list offers: four stars or more. */
export const GOOD_RATING = 4

export interface ListRefinements {
  /** ?type=: one main section of those the page shows */
  type: TypeFilter
  /** ?country=: one country, or every one ('') */
  country: Country | ''
  sort: EventSort | undefined
  /** visited in the last 12 months */
  visited: boolean
  /** rated GOOD_RATING or more */
  rated: boolean
  /** places found gone shown too */
  gone: boolean
  /** what the events must offer; an address with a bad value is refused by the server, here ignored */
  facts: FactFilter | undefined
}

/** The fact filters of the address. */
function factsOf(params: URLSearchParams): FactFilter | undefined {
  const values = Object.fromEntries(FACT_QUERY_PARAMS.map((key) => [key, params.get(key) ?? undefined]))
  return parseFactFilter(values, {})
}

const isSort = (value: string | null): value is EventSort =>
  value !== null && (EVENT_SORTS as readonly string[]).includes(value)
const isMain = (value: string | null): value is MainSection =>
  value !== null && (MAIN_SECTIONS as readonly string[]).includes(value)
const isCountry = (value: string | null): value is Country =>
  value !== null && (COUNTRIES as readonly string[]).includes(value)

export function useListRefinements() {
  const [params, update] = useAddressParams()
  const sortText = params.get('sort')
  const typeText = params.get('type')
  const countryText = params.get('country')
  const refinements: ListRefinements = {
    type: isMain(typeText) ? typeText : 'all',
    country: isCountry(countryText) ? countryText : '',
    sort: isSort(sortText) ? sortText : undefined,
    visited: params.get('visited') === '1',
    rated: params.get('rating') === String(GOOD_RATING),
    gone: params.get('gone') === '1',
    facts: factsOf(params),
  }

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      update(
        (p) => {
          edit(p)
          // a list cursor belongs to one order and filter: never carried over
          p.delete('cursor')
        },
        { preventScrollReset: true },
      ),
    [update],
  )
  const setSort = useCallback(
    (sort: EventSort | undefined) => change((p) => (sort ? p.set('sort', sort) : p.delete('sort'))),
    [change],
  )
  const toggle = useCallback(
    (key: 'visited' | 'rating' | 'gone', on: boolean) =>
      change((p) => (on ? p.set(key, key === 'rating' ? String(GOOD_RATING) : '1') : p.delete(key))),
    [change],
  )
  const setFacts = useCallback(
    (update: (facts: FactFilter) => FactFilter) =>
      change((p) => {
        const next = update(factsOf(p) ?? {})
        for (const key of FACT_QUERY_PARAMS) p.delete(key)
        for (const [key, value] of factFilterParams(next)) p.set(key, value)
      }),
    [change],
  )
  const setType = useCallback(
    (type: TypeFilter) => change((p) => (type === 'all' ? p.delete('type') : p.set('type', type))),
    [change],
  )
  const setCountry = useCallback(
    (country: Country | '') => change((p) => (country ? p.set('country', country) : p.delete('country'))),
    [change],
  )
  return { ...refinements, setSort, toggle, setFacts, setType, setCountry }
}
