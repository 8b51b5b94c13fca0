// The results of the list view: the cards, their states and the paging (the next page near the end, or
// "Load more"). Its own component, so answers re-render the results and not the search and filters above
// them, and the map view does not ask for the list at all.
import { Box, Button, Center, Spinner, VisuallyHidden } from '@chakra-ui/react'
import { memo, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { EVENTS_PAGE_DEFAULT, type EventListItemDto } from '@travel/domain'
import { useEvents, type EventsFilter } from '../api/get-events'
import { EventCard } from './event-card'
import { EventCardGrid } from './event-card-grid'
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/status-views'
import { NoSearchResults } from './no-search-results'

const NO_EVENTS: EventListItemDto[] = []

/** Cards in the first row are above the fold on a desktop; the rest load lazily. */
const EAGER_CARDS = 3

/**
 * One card of the grid, memoised so a change of the list's state re-renders only what changed. Past the
 * first page the browser skips laying out cards far off screen (content-visibility, sized about a card
 * until shown), so a long list stays fast; the first page is always laid out, for screenshots and print.
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

interface ListResultsProps {
  /** the list's filter, `near` included when the list is sorted by distance */
  filter: EventsFilter
  /** a type outside the page's sections was chosen: nothing can match */
  impossible: boolean
  search: string | undefined
  onClearSearch: () => void
  cardHeadingAs: 'h2' | 'h3'
}

export function ListResults({ filter, impossible, search, onClearSearch, cardHeadingAs }: ListResultsProps) {
  const { t } = useTranslation('events')
  const { events, status, error, hasMore, loadingMore, loadMoreError, loadMore, stale, readyForMore } =
    useEvents(filter)

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
  return status === 'loading' && !impossible ? (
    <LoadingState label={t('list.loading')} />
  ) : status === 'error' && !impossible ? (
    <ErrorState message={error ?? ''} />
  ) : shown.length === 0 && stale ? (
    <Center role="status" py="10">
      <Spinner color="brand.solid" aria-hidden="true" />
      <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
    </Center>
  ) : shown.length === 0 && search ? (
    <NoSearchResults search={search} onClear={onClearSearch} />
  ) : shown.length === 0 ? (
    <EmptyState message={t('list.empty')} />
  ) : (
    <>
      <EventCardGrid
        aria-label={search ? t('search.results', { search }) : t('list.label')}
        aria-busy={stale}
        opacity={stale ? 0.55 : 1}
        transition="opacity 0.15s ease"
      >
        {cards}
      </EventCardGrid>
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
  )
}
