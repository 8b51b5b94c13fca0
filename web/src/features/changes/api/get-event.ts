// The event a history belongs to (GET /api/events/:id), under the event page's own key, so opening the
// history from the page asks nothing again.
import { useQuery } from '@tanstack/react-query'
import type { ApiSuccess, EventDto } from '@travel/domain'
import { eventKeys } from '@/features/events'
import { api } from '@/lib/api-client'

export function useEventOfHistory(id: string) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: async () => (await api.get<ApiSuccess<EventDto>>(`/events/${encodeURIComponent(id)}`)).data,
  })
}
