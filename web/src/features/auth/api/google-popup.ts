// Google sign-in in production: Google's own popup (docs/architecture.md).
import type { UserDto } from '@travel/domain'
import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth'
import { auth } from '@/lib/firebase'
import { googleProfileFor } from './session'

export async function signInWithGooglePopup(): Promise<UserDto> {
  const provider = new GoogleAuthProvider()
  provider.setCustomParameters({ prompt: 'select_account' })
  const credential = await signInWithPopup(auth, provider)
  return googleProfileFor(credential.user)
}
