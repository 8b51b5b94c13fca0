// GET /api/user/checkins: the signed-in user's own check-ins with their events, newest visit first.
import type { OwnCheckinPageDto } from '@travel/domain'
import { usePagedList } from '@/lib/paged-list'
import { checkinKeys } from './checkin-keys'

export function useOwnCheckins(userId: string) {
  return usePagedList({
    queryKey: checkinKeys.own(userId),
    path: '/user/checkins',
    items: (page: OwnCheckinPageDto) => page.checkins,
  })
}
