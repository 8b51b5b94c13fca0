// Keeps the stored user in step with Firebase Auth, which shares the session between a browser's tabs:
// signing out in one tab (or the session ending, or another account signing in) clears the user in every
// tab. Only a signed-in user needs this, so a visitor's page never loads Firebase for it.
import { useEffect } from 'react'
import { userActions, useRootStore } from '@/stores/root-store'

export function useAuthSync(): void {
  const signedIn = useRootStore((s) => s.user.currentUser !== null)
  useEffect(() => {
    if (!signedIn) return
    let cancelled = false
    let unsubscribe: (() => void) | undefined
    void Promise.all([import('@/lib/firebase'), import('firebase/auth')]).then(
      ([{ auth }, { onAuthStateChanged }]) => {
        if (cancelled) return
        unsubscribe = onAuthStateChanged(auth, (firebaseUser) => {
          const stored = useRootStore.getState().user.currentUser
          if (!stored) return
          if (!firebaseUser || firebaseUser.uid !== stored._id) userActions.signedOut()
        })
      },
    )
    return () => {
      cancelled = true
      unsubscribe?.()
    }
  }, [signedIn])
}
