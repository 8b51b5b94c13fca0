// Keeps the stored user in step with Firebase Auth. Firebase shares the session between the tabs of a
// browser, so signing out in one tab (or the session ending) reaches every tab here and clears the user;
// a different account signed in elsewhere clears the stale one too. Only a signed-in user needs this, so
// a visitor's page never loads Firebase for it.
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
