// The saved events kept for offline reading follow the wishlist as the server knows it: opening it online
// keeps events saved on another device and drops ones removed there. Saving on an event's page keeps it at
// once (useKeepSavedEventOffline); removing drops it (api/remove-from-wishlist.ts).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { WishlistItemDto } from '@travel/domain'
import { useOnline } from '@/hooks/use-online'
import { keepEventOffline, keepOnlyOffline, type KeepOutcome } from '@/lib/offline/kept-events'
import { changeKeptEvents } from '@/lib/offline/kept-events-query'

/** `items` are the server's answer once `settled`; nothing happens before that or offline. */
export function useKeepWishlistOffline(items: readonly WishlistItemDto[], settled: boolean): void {
  const queryClient = useQueryClient()
  const online = useOnline()
  const ids = items.map((item) => item.eventID).join('\n')
  useEffect(() => {
    if (!settled || !online) return
    void changeKeptEvents(queryClient, () => keepOnlyOffline(ids ? ids.split('\n') : []))
  }, [ids, settled, online, queryClient])
}

/**
 * A saved event whose page is open online is kept for offline reading if it is not yet: just saved here,
 * saved on another device, or its copies cleared. Tried once per saving; says whether it did not fit.
 */
export function useKeepSavedEventOffline(
  eventId: string,
  saved: boolean,
  /** undefined until the kept events are read: nothing is kept twice meanwhile */
  kept: boolean | undefined,
): KeepOutcome | null {
  const queryClient = useQueryClient()
  const online = useOnline()
  const tried = useRef<string | null>(null)
  const [outcome, setOutcome] = useState<{ eventId: string; outcome: KeepOutcome } | null>(null)
  useEffect(() => {
    if (!saved) {
      // removed: saving it again keeps it again
      tried.current = null
      return
    }
    if (kept !== false || !online || tried.current === eventId) return
    tried.current = eventId
    void changeKeptEvents(queryClient, async () => {
      setOutcome({ eventId, outcome: await keepEventOffline(eventId) })
    })
  }, [eventId, saved, kept, online, queryClient])
  return saved && outcome?.eventId === eventId ? outcome.outcome : null
}
