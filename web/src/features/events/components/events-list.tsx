// The reusable events list (docs/screens.md "Events list"). Filtering and paging happen on the server; this
// component turns its props and the chosen filters into the query, asks again when any of them changes,
// and loads the next page when the reader nears the end or presses "Load more". An event added, edited or
// deleted anywhere on the site refreshes it (the events' query keys).
import { Box, Button, Center, Flex, Grid, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react'
import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  EVENTS_PAGE_DEFAULT,
  type Country,
  type EventListItemDto,
  type MainSection,
  type SubSection,
} from '@travel/domain'
import { useSearchText } from '@/hooks/use-search-text'
import { useEvents, type EventsFilter } from '../api/get-events'
import { AddEventPanel } from './add-event-panel'
import { EventCard } from './event-card'
import { EventFilters, type TypeFilter } from './event-filters'
import { NearControls } from './near-controls'
import { ScrollToTop } from './scroll-to-top'
import { SearchField } from './search-field'
import { EmptyState, ErrorState, LoadingState, NoSearchResults } from './status-views'
import { ViewSwitch } from './view-switch'
import { useListView } from '../hooks/use-list-view'

// The map and its clustering load only when a reader switches to it.
const EventsMap = lazy(() => import('./events-map'))

export interface EventsListProps {
  /** only this user's events */
  user?: string
  /** only these main sections */
  section?: MainSection | readonly MainSection[]
  /** only these subsections */
  sub?: SubSection | readonly SubSection[]
  hideAddForm?: boolean
  hideFilters?: boolean
  /** the level of the cards' titles: h3 when the page puts the list under its own h2 */
  cardHeadingAs?: 'h2' | 'h3'
}

const NO_EVENTS: EventListItemDto[] = []

/** Cards in the first row are above the fold on a desktop; the rest load lazily. */
const EAGER_CARDS = 3

/**
 * One card of the grid. Memoised: with hundreds of cards loaded, a change of the list's state (a page
 * arriving, "loading more") re-renders only what changed (BENCHMARKS.md). Past the first page the browser skips
 * layout and painting of the cards far off screen (content-visibility), so a list of a thousand stays
 * fast to scroll and to extend; the size estimate is about a card's height, replaced by the real one once
 * it has been shown. The first page is always laid out: it is what a visitor sees, and what a full-page
 * screenshot or print must show.
 */
const EventItem = memo(function EventItem({
  skipOffscreen,
  ...card
}: {
  event: EventListItemDto
  eager: boolean
  headingAs: 'h2' | 'h3'
  skipOffscreen: boolean
  highlight: string | undefined
}) {
  return (
    <Box
      as="li"
      display="flex"
      {...(skipOffscreen ? { contentVisibility: 'auto', containIntrinsicSize: 'auto 22rem' } : {})}
    >
      <EventCard {...card} />
    </Box>
  )
})

function asList<T>(value: T | readonly T[] | undefined): T[] | undefined {
  if (value === undefined) return undefined
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T]
}

export function EventsList({
  user,
  section,
  sub,
  hideAddForm,
  hideFilters,
  cardHeadingAs = 'h2',
}: EventsListProps) {
  const { t } = useTranslation('events')
  const [type, setType] = useState<TypeFilter>('all')
  const [country, setCountry] = useState<Country | ''>('')
  // The search is in the URL (?q=); one the domain refuses is explained by the field and not applied.
  const { search, setText: setSearch } = useSearchText()
  const { view, setView, near, setNear, showNearOnList } = useListView()

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
    return { filter: f, impossible: type !== 'all' && base !== undefined && !base.includes(type) }
  }, [user, sectionKey, subKey, type, country, search])
  // The list, not the map, is sorted by distance: the map shows every matching event wherever it is.
  const listFilter = useMemo(() => (near ? { ...filter, near } : filter), [filter, near])

  const { events, status, error, hasMore, loadingMore, loadMoreError, loadMore, stale, readyForMore } =
    useEvents(listFilter)

  // The end of the list is watched only while the list is ready for more: a new observer reports at once
  // whether the end is in view, so when a request ends (a page added, or a refresh of the first page that a
  // scroll to the end had joined) the next page is asked for if the end is still visible.
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || !readyForMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore()
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [readyForMore, loadMore, events.length])

  const shown = impossible ? NO_EVENTS : events
  // The same elements until the cards change: a render for anything else (the spinner of the next page, a
  // typed letter) does not walk a thousand cards again.
  const cards = useMemo(
    () =>
      shown.map((event, index) => (
        <EventItem
          key={event._id}
          event={event}
          eager={index < EAGER_CARDS}
          headingAs={cardHeadingAs}
          skipOffscreen={index >= EVENTS_PAGE_DEFAULT}
          highlight={search}
        />
      )),
    [shown, cardHeadingAs, search],
  )
  return (
    <Stack gap="6">
      {hideAddForm ? null : <AddEventPanel />}
      <Stack gap="4">
        <SearchField />
        {hideFilters ? null : (
          <EventFilters type={type} onTypeChange={setType} country={country} onCountryChange={setCountry} />
        )}
      </Stack>
      <Flex gap="4" justify="space-between" align="start" wrap="wrap">
        {view === 'list' ? (
          <NearControls near={near} onNearChange={setNear} onPickOnMap={() => setView('map')} />
        ) : (
          <span />
        )}
        <ViewSwitch view={view} onChange={setView} />
      </Flex>

      {view === 'map' ? (
        impossible ? (
          <EmptyState message={t('list.empty')} />
        ) : (
          <Suspense fallback={<LoadingState label={t('map.loading')} />}>
            <EventsMap filter={filter} near={near} onShowNear={showNearOnList} />
          </Suspense>
        )
      ) : status === 'loading' && !impossible ? (
        <LoadingState label={t('list.loading')} />
      ) : status === 'error' && !impossible ? (
        <ErrorState message={error ?? ''} />
      ) : shown.length === 0 && stale ? (
        <Center role="status" py="10">
          <Spinner color="brand.solid" aria-hidden="true" />
          <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
        </Center>
      ) : shown.length === 0 && search ? (
        <NoSearchResults search={search} onClear={() => setSearch('')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <>
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns="repeat(auto-fill, minmax(min(100%, 17rem), 1fr))"
            gap="6"
            aria-label={search ? t('search.results', { search }) : t('list.label')}
            aria-busy={stale}
            opacity={stale ? 0.55 : 1}
            transition="opacity 0.15s ease"
          >
            {cards}
          </Grid>
          {loadMoreError ? <ErrorState message={loadMoreError} /> : null}
          {hasMore ? (
            <Center flexDirection="column" gap="3">
              <div ref={sentinel} />
              {loadingMore ? (
                <Box role="status">
                  <Spinner color="brand.solid" aria-hidden="true" />
                  <VisuallyHidden>{t('list.loadingMore')}</VisuallyHidden>
                </Box>
              ) : (
                <Button variant="outline" colorPalette="brand" onClick={loadMore}>
                  {t('list.loadMore')}
                </Button>
              )}
            </Center>
          ) : null}
        </>
      )}
      <ScrollToTop />
    </Stack>
  )
}
