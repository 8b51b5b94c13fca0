// Keeps the stored user in step with Firebase Auth. Firebase shares the session between the tabs of a
// browser, so signing out in one tab (or the session ending) reaches every tab here and clears the user;
// a different account signed in elsewhere clears the stale one too.
import { onAuthStateChanged } from 'firebase/auth'
import { useEffect } from 'react'
import { auth } from '@/lib/firebase'
import { userActions, useRootStore } from '@/stores/root-store'

export function useAuthSync(): void {
  useEffect(
    () =>
      onAuthStateChanged(auth, (firebaseUser) => {
        const stored = useRootStore.getState().user.currentUser
        if (!stored) return
        if (!firebaseUser || firebaseUser.uid !== stored._id) userActions.signedOut()
      }),
    [],
  )
}
