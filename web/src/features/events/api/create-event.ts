// POST /api/events: publishes a new event for the signed-in user.
import type { ApiSuccess, EventDto, EventPayload } from '@travel/domain'
import { api } from '@/lib/api-client'

export async function createEvent(payload: EventPayload): Promise<EventDto> {
  const body = await api.post<ApiSuccess<EventDto>>('/events', payload)
  return body.data
}
