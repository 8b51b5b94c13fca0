// The place of the event's gallery below its photo. The server and the hydration draw only the reserved
// strip; the gallery's code and the check-ins it shows are asked for once the check-ins section has
// hydrated (its list must still render as the server drew it), and fill the strip without moving anything.
import { Box } from '@chakra-ui/react'
import { Suspense, useEffect, useSyncExternalStore } from 'react'
import type { EventDto } from '@travel/domain'
import { EventGallery } from '@/features/checkins'

let sectionReady = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * Goes in the check-ins section's Suspense boundary: its effect runs once that boundary has hydrated (or
 * mounted), after which check-ins arriving in the query cache can no longer make the section's first
 * render differ from the server's.
 */
export function CheckinsSectionReady() {
  useEffect(() => {
    if (sectionReady) return
    sectionReady = true
    listeners.forEach((listener) => listener())
  }, [])
  return null
}

type GalleryEvent = Pick<EventDto, '_id' | 'title' | 'image' | 'user' | 'checkins' | 'mergedPhotos'>

/** An event nobody has checked in to, and with no merged event's photo, has no strip. */
export function EventGallerySlot({ event }: { event: GalleryEvent }) {
  const ready = useSyncExternalStore(
    subscribe,
    () => sectionReady,
    () => false,
  )
  if (event.checkins === 0 && !event.mergedPhotos?.length) return null
  return (
    <Box height="20">
      {ready ? (
        <Suspense fallback={null}>
          <EventGallery event={event} />
        </Suspense>
      ) : null}
    </Box>
  )
}
