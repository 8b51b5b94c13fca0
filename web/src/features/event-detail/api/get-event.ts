// GET /api/events/:id: one event, or a not-found state the screen shows as "Event not found".
import { useQuery } from '@tanstack/react-query'
import type { ApiSuccess, EventDto } from '@travel/domain'
import { ApiError, api, errorMessage } from '@/lib/api-client'
import { eventKeys } from '@/features/events'

export async function getEvent(id: string): Promise<EventDto> {
  const body = await api.get<ApiSuccess<EventDto>>(`/events/${encodeURIComponent(id)}`)
  return body.data
}

export type EventState =
  | { status: 'loading' }
  | { status: 'success'; event: EventDto }
  | { status: 'not-found' }
  | { status: 'error'; error: string }

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** The event `id`; another id shows "loading" until its own answer arrives. */
export function useEvent(id: string): EventState {
  const { data, error } = useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: () => getEvent(id),
  })
  // Deleted since it was shown (asked again after a change): gone, even though a copy is cached.
  if (isNotFound(error)) return { status: 'not-found' }
  if (data) return { status: 'success', event: data }
  if (error) return { status: 'error', error: errorMessage(error) }
  return { status: 'loading' }
}
