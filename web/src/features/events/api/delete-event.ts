// DELETE /api/events/:id: the owner removes an event (the server also drops its wishlist entries).
import type { ApiSuccess } from '@travel/domain'
import { api } from '@/lib/api-client'

export async function deleteEvent(id: string): Promise<string> {
  const body = await api.delete<ApiSuccess<{ _id: string }>>(`/events/${encodeURIComponent(id)}`)
  return body.data._id
}
