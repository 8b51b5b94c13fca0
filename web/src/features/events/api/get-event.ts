// GET /api/events/:id: one event, or a not-found state the screen shows as "Event not found".
import { useCallback, useEffect, useState } from 'react'
import type { ApiSuccess, EventDto } from '@travel/domain'
import { ApiError, api, errorMessage } from '@/lib/api-client'

export async function getEvent(id: string): Promise<EventDto> {
  const body = await api.get<ApiSuccess<EventDto>>(`/events/${encodeURIComponent(id)}`)
  return body.data
}

export type EventState =
  | { status: 'loading' }
  | { status: 'success'; event: EventDto }
  | { status: 'not-found' }
  | { status: 'error'; error: string }

export function useEvent(id: string): { state: EventState; replace: (event: EventDto) => void } {
  // Tagged with the id it answers, so moving to another event shows "loading" until its answer arrives.
  const [result, setResult] = useState<{ id: string; state: EventState } | null>(null)

  useEffect(() => {
    let current = true
    getEvent(id)
      .then((event) => {
        if (current) setResult({ id, state: { status: 'success', event } })
      })
      .catch((error: unknown) => {
        if (!current) return
        if (error instanceof ApiError && error.status === 404)
          setResult({ id, state: { status: 'not-found' } })
        else setResult({ id, state: { status: 'error', error: errorMessage(error) } })
      })
    return () => {
      current = false
    }
  }, [id])

  /** Shows the event as the server returned it after an edit, without loading it again. */
  const replace = useCallback(
    (event: EventDto) => setResult({ id: event._id, state: { status: 'success', event } }),
    [],
  )
  return { state: result && result.id === id ? result.state : { status: 'loading' }, replace }
}
