// GET /api/events/:id: one event, or a not-found state the screen shows as "Event not found".
import { useQuery } from '@tanstack/react-query'
import type { ApiSuccess, EventDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { readState, type ReadState } from '@/lib/read-state'
import { eventKeys } from '@/features/events'

export async function getEvent(id: string): Promise<EventDto> {
  const body = await api.get<ApiSuccess<EventDto>>(`/events/${encodeURIComponent(id)}`)
  return body.data
}

export type EventState = ReadState<'event', EventDto>

/** The event `id`; another id shows "loading" until its own answer arrives. */
export function useEvent(id: string): EventState {
  const { data, error } = useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: () => getEvent(id),
  })
  return readState('event', data, error)
}
