// GET /api/events/:id/checkins: an event's check-ins, newest visit first, a page at a time.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ApiSuccess, CheckinDto, CheckinPageDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { checkinKeys } from './checkin-keys'

export async function getCheckins(eventId: string, cursor: string | null): Promise<CheckinPageDto> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const body = await api.get<ApiSuccess<CheckinPageDto>>(
    `/events/${encodeURIComponent(eventId)}/checkins${query}`,
  )
  return body.data
}

/** `enabled`: false until the section comes on screen, so the event's own answer is never held up. */
export function useCheckins(eventId: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: checkinKeys.event(eventId),
    queryFn: ({ pageParam }) => getCheckins(eventId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled,
  })
  const checkins: CheckinDto[] = query.data?.pages.flatMap((page) => page.checkins) ?? []
  return { ...query, checkins }
}
