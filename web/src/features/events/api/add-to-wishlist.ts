// POST /api/wishlist: saves an event to the signed-in user's wishlist (the server fills in its details).
import type { ApiSuccess, WishlistItemDto } from '@travel/domain'
import { api } from '@/lib/api-client'

export async function addToWishlist(eventID: string): Promise<WishlistItemDto> {
  const body = await api.post<ApiSuccess<WishlistItemDto>>('/wishlist', { eventID })
  return body.data
}
