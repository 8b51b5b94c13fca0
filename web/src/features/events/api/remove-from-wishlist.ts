// DELETE /api/wishlist/:eventId/:userId: removes an event from the user's wishlist (from the detail page).
import type { ApiSuccess } from '@travel/domain'
import { api } from '@/lib/api-client'

export async function removeFromWishlist(eventId: string, userId: string): Promise<string> {
  const body = await api.delete<ApiSuccess<{ eventID: string }>>(
    `/wishlist/${encodeURIComponent(eventId)}/${encodeURIComponent(userId)}`,
  )
  return body.data.eventID
}
