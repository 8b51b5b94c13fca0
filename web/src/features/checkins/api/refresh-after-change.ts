// What a saved or deleted check-in changes: the event's summary (shown at once from the server's answer),
// its check-ins, the user's own list, and every list and map that shows the event's stars and marks.
import type { QueryClient } from '@tanstack/react-query'
import type { CheckinRemovedDto, EventDto } from '@travel/domain'
import { eventKeys } from '@/features/events'
import { checkinKeys, isOwnCheckinsKey } from './checkin-keys'

export function refreshAfterCheckinChange(
  queryClient: QueryClient,
  eventId: string,
  { summary, factChecks }: CheckinRemovedDto,
): void {
  queryClient.setQueryData<EventDto>(eventKeys.detail(eventId), (event) => {
    if (!event) return event
    const { factChecks: _before, ...rest } = event
    return { ...rest, ...summary, ...(factChecks ? { factChecks } : {}) }
  })
  // the page already shows the server's summary: the event is asked again only when next shown
  void queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId), refetchType: 'none' })
  void queryClient.invalidateQueries({ queryKey: checkinKeys.event(eventId) })
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: eventKeys.maps() })
  void queryClient.invalidateQueries({ predicate: (query) => isOwnCheckinsKey(query.queryKey) })
}
