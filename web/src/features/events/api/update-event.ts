// PUT /api/events/:id: the owner's changes. Without `image` the server keeps the current picture.
import type { ApiSuccess, EventDto, EventUpdatePayload } from '@travel/domain'
import { api } from '@/lib/api-client'

export async function updateEvent(id: string, payload: EventUpdatePayload): Promise<EventDto> {
  const body = await api.put<ApiSuccess<EventDto>>(`/events/${encodeURIComponent(id)}`, payload)
  return body.data
}
