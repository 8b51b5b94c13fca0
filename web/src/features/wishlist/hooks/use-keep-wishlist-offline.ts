// The saved events kept for offline reading follow the wishlist as the server knows it: opening the
// wishlist online keeps the events saved elsewhere (another device) and drops the ones removed there.
// Saving and removing on this device keep and drop at once (api/add-to-wishlist.ts, remove-from-wishlist.ts).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { WishlistItemDto } from '@travel/domain'
import { useOnline } from '@/hooks/use-online'
import { keepEventOffline, keepOnlyOffline } from '@/lib/offline/kept-events'
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
 * A saved event whose page is open online is kept if it is not yet (saved on another device, or its
 * copies cleared): once per page, not again after a refusal for lack of space.
 */
export function useKeepSavedEventOffline(eventId: string, saved: boolean, kept: boolean): void {
  const queryClient = useQueryClient()
  const online = useOnline()
  const tried = useRef<string | null>(null)
  useEffect(() => {
    if (!saved || kept || !online || tried.current === eventId) return
    tried.current = eventId
    void changeKeptEvents(queryClient, () => keepEventOffline(eventId))
  }, [eventId, saved, kept, online, queryClient])
}
