// The owner's changes to a trip, sent one after another and shown before their answers (lib/shown-trip):
// a moved stop stays where it was put, the list stays usable on a slow network, and a refused change
// falls back to the server's trip, with the refusal said above it.
import { useCallback, useMemo, useState } from 'react'
import type { TripDto } from '@travel/domain'
import { useChangeTrip, type TripChange } from '../api/trips'
import { withChange } from '../lib/shown-trip'

interface Sent {
  change: TripChange
  /** the version of the server's answer: the change is shown until the page's trip has reached it */
  answered?: number
}

const stillShown = (version: number) => (sent: Sent) => sent.answered === undefined || sent.answered > version

export function useShownTrip(userId: string, trip: TripDto) {
  const change = useChangeTrip(userId, trip._id)
  const { mutateAsync } = change
  const [sent, setSent] = useState<readonly Sent[]>([])
  const send = useCallback(
    async (next: TripChange) => {
      const entry: Sent = { change: next }
      setSent((list) => [...list, entry])
      try {
        const answer = await mutateAsync(next)
        setSent((list) => list.map((e) => (e === entry ? { ...e, answered: answer.version } : e)))
        return answer
      } catch (error) {
        setSent((list) => list.filter((e) => e !== entry))
        throw error
      }
    },
    [mutateAsync],
  )
  const version = trip.version
  const waiting = useMemo(() => sent.filter(stillShown(version)), [sent, version])
  // the changes the page's trip now holds are forgotten, in this render (as React advises for state
  // that follows a prop), so the list does not grow with every change of a long session
  if (waiting.length < sent.length) setSent(waiting)
  const shown = useMemo(() => waiting.reduce((t, e) => withChange(t, e.change), trip), [waiting, trip])
  return {
    shown,
    send,
    /** some change has no answer yet */
    saving: sent.some((e) => e.answered === undefined),
    /** the last change's refusal */
    failure: change.error,
  }
}
