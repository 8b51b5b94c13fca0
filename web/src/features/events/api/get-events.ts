// GET /api/events: one page of events, filtered and ordered (newest date first) by the server.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import {
  EVENTS_PAGE_DEFAULT,
  eventsQueryString,
  type ApiPage,
  type Country,
  type EventListItemDto,
  type MainSection,
  type NearFilter,
  type SubSection,
} from '@travel/domain'
import { api, errorMessage } from '@/lib/api-client'

export interface EventsFilter {
  user?: string
  sections?: MainSection[]
  subs?: SubSection[]
  country?: Country
  /** a search (valid by the domain's parseSearch) */
  q?: string
  /** events within a distance of a place, nearest first (each with distanceKm) */
  near?: NearFilter
}

export function getEvents(filter: EventsFilter, cursor?: string, limit = EVENTS_PAGE_DEFAULT) {
  return api.get<ApiPage<EventListItemDto>>(`/events${eventsQueryString({ ...filter, limit, cursor })}`)
}

export type EventsStatus = 'loading' | 'success' | 'error'

interface Loaded {
  /** the filter these events answer; a different current filter means they are out of date */
  key: string
  status: 'success' | 'error'
  events: EventListItemDto[]
  error: string | null
  hasMore: boolean
  loadingMore: boolean
  loadMoreError: string | null
}

export interface EventsState extends Omit<Loaded, 'key' | 'status'> {
  status: EventsStatus
  /**
   * The events shown are those of the previous filter while the new one loads (a search being typed,
   * another type pressed): the list stays in place, dimmed, instead of blinking to a spinner.
   */
  stale: boolean
  loadMore: () => void
}

/**
 * The events matching `filter`, a page at a time. A new filter starts again from the first page (and shows
 * as loading); a new `refreshKey` reloads it while the current cards stay on screen. Answers to superseded
 * requests are dropped so a slow old page never overwrites a newer one.
 */
export function useEvents(filter: EventsFilter, refreshKey = 0): EventsState {
  const key = JSON.stringify(filter)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const generation = useRef(0)
  const cursor = useRef<string | null>(null)
  const busy = useRef(false)

  useEffect(() => {
    const current = ++generation.current
    cursor.current = null
    busy.current = true
    getEvents(JSON.parse(key) as EventsFilter)
      .then((page) => {
        if (current !== generation.current) return
        cursor.current = page.nextCursor
        // A page of cards is a lot of rendering: as a transition React renders it in slices between
        // which the browser stays responsive (no long task while the list appears, issue #8).
        startTransition(() =>
          setLoaded({
            key,
            status: 'success',
            events: page.data,
            error: null,
            hasMore: Boolean(page.nextCursor),
            loadingMore: false,
            loadMoreError: null,
          }),
        )
      })
      .catch((error: unknown) => {
        if (current !== generation.current) return
        setLoaded({
          key,
          status: 'error',
          events: [],
          error: errorMessage(error),
          hasMore: false,
          loadingMore: false,
          loadMoreError: null,
        })
      })
      .finally(() => {
        if (current === generation.current) busy.current = false
      })
  }, [key, refreshKey])

  const loadMore = useCallback(() => {
    const next = cursor.current
    if (!next || busy.current) return
    const current = generation.current
    busy.current = true
    setLoaded((s) => s && { ...s, loadingMore: true, loadMoreError: null })
    getEvents(JSON.parse(key) as EventsFilter, next)
      .then((page) => {
        if (current !== generation.current) return
        cursor.current = page.nextCursor
        startTransition(() =>
          setLoaded((s) => {
            if (!s) return s
            // A page boundary can repeat an event if one was added meanwhile: keep each id once.
            const seen = new Set(s.events.map((e) => e._id))
            return {
              ...s,
              events: [...s.events, ...page.data.filter((e) => !seen.has(e._id))],
              hasMore: Boolean(page.nextCursor),
              loadingMore: false,
            }
          }),
        )
      })
      .catch((error: unknown) => {
        if (current !== generation.current) return
        setLoaded((s) => s && { ...s, loadingMore: false, loadMoreError: errorMessage(error) })
      })
      .finally(() => {
        if (current === generation.current) busy.current = false
      })
  }, [key])

  if (loaded && loaded.key !== key && loaded.status === 'success') {
    return {
      status: 'success',
      events: loaded.events,
      error: null,
      hasMore: false,
      loadingMore: false,
      loadMoreError: null,
      stale: true,
      loadMore,
    }
  }
  if (!loaded || loaded.key !== key) {
    return {
      status: 'loading',
      events: [],
      error: null,
      hasMore: false,
      loadingMore: false,
      loadMoreError: null,
      stale: false,
      loadMore,
    }
  }
  const { key: _key, ...state } = loaded
  return { ...state, stale: false, loadMore }
}
