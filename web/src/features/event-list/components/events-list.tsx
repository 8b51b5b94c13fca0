// The reusable events list (docs/screens.md "Events list"): turns its props and the chosen filters (search,
// type, country, near) into the server's query and shows it as cards (list-results.tsx) or on the map.
// An event added, edited or deleted anywhere refreshes it (the events' query keys).
import { Flex, Stack } from '@chakra-ui/react'
import { Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { FactFilter, MainSection, SubSection } from '@travel/domain'
import { useSearchText } from '@/hooks/use-search-text'
import type { EventsFilter } from '@/features/events'
import { AddEventPanel, type AddEventDraft } from './add-event-panel'
import { EventFilters } from './event-filters'
import { NearControls } from './near-controls'
import { ScrollToTop } from './scroll-to-top'
import { ListRefinementControls } from './list-refinements'
import { AmenityFilters } from './amenity-filters'
import { SearchField } from './search-field'
import { ListResults } from './list-results'
import { ListGpsDownload } from './list-gps-download'
import { EmptyState, LoadingState } from '@/components/feedback/status-views'
import { ViewSwitch } from './view-switch'
import { useListView } from '../hooks/use-list-view'
import { GOOD_RATING, useListRefinements } from '../hooks/use-list-refinements'
// The map and its clustering load only when a reader switches to it.
import { EventsMap } from '@/features/events-map'

export interface EventsListProps {
  /** only this user's events */
  user?: string
  /** only these main sections */
  section?: MainSection | readonly MainSection[]
  /** only these subsections */
  sub?: SubSection | readonly SubSection[]
  hideAddForm?: boolean
  /** the add form opens at once, filled in */
  addDraft?: AddEventDraft | null
  hideFilters?: boolean
  /** the level of the cards' titles: h3 when the page puts the list under its own h2 */
  cardHeadingAs?: 'h2' | 'h3'
}

function asList<T>(value: T | readonly T[] | undefined): T[] | undefined {
  if (value === undefined) return undefined
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T]
}

export function EventsList({
  user,
  section,
  sub,
  hideAddForm,
  addDraft,
  hideFilters,
  cardHeadingAs = 'h2',
}: EventsListProps) {
  const { t } = useTranslation('events')
  // The search is in the URL (?q=); one the domain refuses is explained by the field and not applied.
  const { search, setText: setSearch } = useSearchText()
  const { view, setView, near, setNear, showNearOnList } = useListView()
  const refinements = useListRefinements()
  const { sort, visited, rated, gone, facts, type, country, setType, setCountry } = refinements
  // (a key: the object is new on every render, the filter it says is not)
  const factsKey = facts ? JSON.stringify(facts) : ''

  const sectionKey = asList(section)?.join(',')
  const subKey = asList(sub)?.join(',')
  const { filter, impossible } = useMemo(() => {
    const base = sectionKey ? (sectionKey.split(',') as MainSection[]) : undefined
    // The type buttons narrow within the sections the page already shows; a type outside them matches nothing.
    const sections = type === 'all' ? base : [type]
    const f: EventsFilter = {}
    if (user) f.user = user
    if (sections) f.sections = sections
    if (subKey) f.subs = subKey.split(',') as SubSection[]
    if (country) f.country = country
    if (search) f.q = search
    if (gone && !user) f.gone = true
    if (visited) f.visited = true
    if (rated) f.minRating = GOOD_RATING
    if (factsKey) f.facts = JSON.parse(factsKey) as FactFilter
    return { filter: f, impossible: type !== 'all' && base !== undefined && !base.includes(type) }
  }, [user, sectionKey, subKey, type, country, search, gone, visited, rated, factsKey])
  // The list, not the map, is sorted by distance near a place, else in the order asked (one's own list
  // keeps newest first); the map shows every matching event wherever it is.
  const sortable = !user && !near
  const listFilter = useMemo(
    () => (near ? { ...filter, near } : sortable && sort ? { ...filter, sort } : filter),
    [filter, near, sort, sortable],
  )

  return (
    <Stack gap="6">
      {hideAddForm ? null : <AddEventPanel draft={addDraft} />}
      <Stack gap="4">
        <SearchField />
        {hideFilters ? null : (
          <EventFilters type={type} onTypeChange={setType} country={country} onCountryChange={setCountry} />
        )}
        <ListRefinementControls
          refinements={refinements}
          sortable={sortable && view === 'list'}
          ownList={Boolean(user)}
        />
        <AmenityFilters facts={facts} onChange={refinements.setFacts} />
      </Stack>
      <Flex gap="4" justify="space-between" align="start" wrap="wrap">
        {view === 'list' ? (
          <NearControls near={near} onNearChange={setNear} onPickOnMap={() => setView('map')} />
        ) : (
          <span />
        )}
        <ViewSwitch view={view} onChange={setView} />
      </Flex>
      {impossible ? null : <ListGpsDownload filter={listFilter} />}

      {view === 'map' ? (
        impossible ? (
          <EmptyState message={t('list.empty')} />
        ) : (
          <Suspense fallback={<LoadingState label={t('map.loading')} />}>
            <EventsMap filter={filter} near={near} onShowNear={showNearOnList} />
          </Suspense>
        )
      ) : (
        <ListResults
          filter={listFilter}
          impossible={impossible}
          search={search}
          onClearSearch={() => setSearch('')}
          cardHeadingAs={cardHeadingAs}
        />
      )}
      <ScrollToTop />
    </Stack>
  )
}
