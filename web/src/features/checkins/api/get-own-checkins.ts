// GET /api/user/checkins: the signed-in user's own check-ins with their events, newest visit first.
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ApiSuccess, OwnCheckinDto, OwnCheckinPageDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { checkinKeys } from './checkin-keys'

export async function getOwnCheckins(cursor: string | null): Promise<OwnCheckinPageDto> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const body = await api.get<ApiSuccess<OwnCheckinPageDto>>(`/user/checkins${query}`)
  return body.data
}

export function useOwnCheckins(userId: string) {
  const query = useInfiniteQuery({
    queryKey: checkinKeys.own(userId),
    queryFn: ({ pageParam }) => getOwnCheckins(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  })
  const checkins: OwnCheckinDto[] = query.data?.pages.flatMap((page) => page.checkins) ?? []
  return { ...query, checkins }
}
