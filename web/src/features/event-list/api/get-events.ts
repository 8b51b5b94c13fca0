// GET /api/events: the events of a filter, a page at a time, ordered by the server (newest date first, or
// nearest first with `near`).
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { useCallback, useDeferredValue, useMemo } from 'react'
import {
  EVENTS_PAGE_DEFAULT,
  eventsQueryString,
  PUBLIC_ANSWER_MAX_AGE_S,
  type ApiPage,
  type EventListItemDto,
} from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'
import { holdsFreshPageAnswer } from '@/rendered-page/server-answers'
import { eventKeys, type EventsFilter } from '@/features/events'

export type { EventsFilter } from '@/features/events'

/** The query string (with its "?", or empty) of one page of a list; the server renders with the same. */
export function eventsPageQuery(filter: EventsFilter, cursor?: string, limit = EVENTS_PAGE_DEFAULT): string {
  return eventsQueryString({ ...filter, limit, cursor })
}

export function getEvents(filter: EventsFilter, cursor?: string, limit = EVENTS_PAGE_DEFAULT) {
  return api.get<ApiPage<EventListItemDto>>(`/events${eventsPageQuery(filter, cursor, limit)}`)
}

/**
 * A list is asked again whenever it is shown again (a filter chosen a second time, a return to the page):
 * it is where other travellers' new events appear. The cached pages show at once meanwhile, so nothing
 * blinks; the other reads (an event, the map, the wishlist) stay fresh for the default 30 s.
 */
const LIST_STALE_MS = 0
/** Not the list a server-rendered page came with while a browser would reuse it: that is the same answer. */
const PAGE_LIST_FRESH_MS = PUBLIC_ANSWER_MAX_AGE_S * 1000

export type EventsStatus = 'loading' | 'success' | 'error'

export interface EventsState {
  status: EventsStatus
  events: EventListItemDto[]
  error: string | null
  hasMore: boolean
  loadingMore: boolean
  loadMoreError: string | null
  /**
   * The events shown are those of the previous filter while the new one loads (a search being typed,
   * another type pressed): the list stays in place, dimmed, instead of blinking to a spinner.
   */
  stale: boolean
  /**
   * The end of the list may ask for the next page by itself: there is one, no request for this list is in
   * flight (`loadMore` would join it rather than ask for the next page) and the last page did not fail (the
   * button retries, so a failing page is not asked for again and again while the end stays in view).
   */
  readyForMore: boolean
  loadMore: () => void
}

/** The cards of every page loaded; a page boundary can repeat an event added meanwhile: each id once. */
function cardsOf(pages: readonly ApiPage<EventListItemDto>[]): EventListItemDto[] {
  const seen = new Set<string>()
  const cards: EventListItemDto[] = []
  for (const page of pages)
    for (const event of page.data) {
      if (seen.has(event._id)) continue
      seen.add(event._id)
      cards.push(event)
    }
  return cards
}

/**
 * The events matching `filter`, a page at a time. A new filter starts from its first page; until it
 * answers, the previous filter's cards stay (dimmed, `stale`). A change made on this site (an event added,
 * edited, deleted) refreshes every list through its query key.
 */
export function useEvents(filter: EventsFilter): EventsState {
  const query = useInfiniteQuery({
    queryKey: eventKeys.list(filter),
    queryFn: ({ pageParam }) => getEvents(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: LIST_STALE_MS,
    refetchOnMount: (query) => !holdsFreshPageAnswer(query, PAGE_LIST_FRESH_MS),
  })
  const {
    data,
    error,
    isPlaceholderData,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    isFetching,
    fetchNextPage,
  } = query

  // A page of cards is a lot of rendering. Deferred, React renders a new answer in the background, in
  // slices between which the browser stays responsive (no long task while a page of cards appears), and
  // the cards, the spinner's end and the button change in that one render.
  const answer = useMemo(
    () => ({
      data,
      error,
      stale: isPlaceholderData,
      hasMore: hasNextPage && !isPlaceholderData,
      loadingMore: isFetchingNextPage,
      loadMoreError: isFetchNextPageError && error ? errorMessage(error) : null,
    }),
    [data, error, isPlaceholderData, hasNextPage, isFetchingNextPage, isFetchNextPageError],
  )
  const shown = useDeferredValue(answer)
  const events = useMemo(() => (shown.data ? cardsOf(shown.data.pages) : []), [shown.data])

  // The same function for the life of the list: the end-of-list observer is not set up again after each
  // page, so a failed page is not asked for again and again while the end stays in view (the button
  // retries). A call while a page is loading joins it; without a next page it asks for nothing.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])

  if (!shown.data) {
    return {
      status: shown.error ? 'error' : 'loading',
      events,
      error: shown.error ? errorMessage(shown.error) : null,
      hasMore: false,
      loadingMore: false,
      loadMoreError: null,
      stale: false,
      readyForMore: false,
      loadMore,
    }
  }
  return {
    // An answer already shown stays when asking again fails (a dropped connection): cards, not an error.
    status: 'success',
    events,
    error: null,
    hasMore: shown.hasMore,
    loadingMore: shown.loadingMore,
    loadMoreError: shown.loadMoreError,
    stale: shown.stale,
    readyForMore: Boolean(hasNextPage) && !isPlaceholderData && !isFetching && !isFetchNextPageError,
    loadMore,
  }
}
