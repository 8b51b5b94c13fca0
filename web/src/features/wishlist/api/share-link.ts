// /api/wishlist/share: the owner's private link to the wishlist. Turning it on or renewing it answers the
// new link, which replaces the cached one at once; turning it off leaves none.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, ShareLinkDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { wishlistKeys } from './wishlist-keys'

const SHARE_PATH = '/wishlist/share'

export function useShareLink(userId: string) {
  return useQuery({
    queryKey: wishlistKeys.share(userId),
    queryFn: async () => (await api.get<ApiSuccess<ShareLinkDto | null>>(SHARE_PATH)).data,
  })
}

/** Makes a new link (the first, or one that replaces the current: its old address stops working). */
export function useRenewShareLink(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => (await api.post<ApiSuccess<ShareLinkDto>>(SHARE_PATH)).data,
    onSuccess: (link) => client.setQueryData(wishlistKeys.share(userId), link),
  })
}

export function useStopSharing(userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<ApiSuccess<{ shared: false }>>(SHARE_PATH),
    onSuccess: () => client.setQueryData(wishlistKeys.share(userId), null),
  })
}
