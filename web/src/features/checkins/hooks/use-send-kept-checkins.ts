// Sends the signed-in user's waiting check-ins when the site can reach the server: when it is opened, when
// the network returns, and when another is kept meanwhile. The sending code loads only when one waits.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useOnline } from '@/hooks/use-online'
import { useRootStore } from '@/stores/root-store'
import { useKeptCheckins } from '../api/kept-checkins'

export function useSendKeptCheckins(): void {
  const uid = useRootStore((s) => s.user.currentUser?._id ?? null)
  const online = useOnline()
  const queryClient = useQueryClient()
  const waiting = useKeptCheckins(uid).filter((entry) => entry.status === 'waiting').length
  useEffect(() => {
    if (!uid || !online || waiting === 0) return
    void import('../lib/send-kept-checkins')
      .then(({ sendKeptCheckins }) => sendKeptCheckins(uid, queryClient))
      .catch((error: unknown) => console.warn('The kept check-ins could not be sent yet', error))
  }, [uid, online, waiting, queryClient])
}
