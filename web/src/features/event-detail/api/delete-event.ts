// DELETE /api/events/:id: the owner removes an event (the server also drops its wishlist entries).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess } from '@travel/domain'
import { api } from '@/lib/api-client'
import { USER_SCOPE } from '@/lib/query-client'
import { eventKeys } from '@/features/events'

export async function deleteEvent(id: string): Promise<string> {
  const body = await api.delete<ApiSuccess<{ _id: string }>>(`/events/${encodeURIComponent(id)}`)
  return body.data._id
}

/**
 * Deletes; every list and map asks again, and so do the event's page (it then says "not found") and the
 * wishlist when next shown (the server removed the event from every wishlist).
 */
export function useDeleteEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (id) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: eventKeys.maps() })
      // not asked again while the page that deleted it is still leaving
      void queryClient.invalidateQueries({ queryKey: eventKeys.detail(id), refetchType: 'none' })
      void queryClient.invalidateQueries({ queryKey: USER_SCOPE, refetchType: 'none' })
    },
  })
}
