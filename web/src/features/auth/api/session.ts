// Sign-in and sign-up against Firebase Auth and the API (docs/api.md /api/auth, docs/architecture.md): Firebase
// proves who the user is, the API returns (and on first use creates) the profile.
import type { ApiSuccess, UserDto } from '@travel/domain'
import type { User } from 'firebase/auth'
import { api } from '@/lib/api-client'

/**
 * Firebase Auth's code is loaded when a sign-in starts, not with the forms: the sign-in and sign-up
 * screens show without it, and sign-up never needs it. The forms call
 * this as soon as the visitor starts filling them in, so it is usually there by the time they submit.
 */
export function loadFirebaseAuth() {
  return Promise.all([import('@/lib/firebase'), import('firebase/auth')]).then(([{ auth }, sdk]) => ({
    auth,
    sdk,
  }))
}

/** Calls the API for the freshly signed-in Firebase user; without a profile the session is undone. */
async function profileFor(path: '/auth/signin' | '/auth/google', body: object): Promise<UserDto> {
  try {
    const res = await api.post<ApiSuccess<UserDto>>(path, body)
    return res.data
  } catch (error) {
    // Signed in to Firebase but without a profile is a state no screen expects: sign out again.
    const { auth, sdk } = await loadFirebaseAuth()
    await sdk.signOut(auth).catch(() => undefined)
    throw error
  }
}

export async function signInWithPassword(email: string, password: string): Promise<UserDto> {
  const { auth, sdk } = await loadFirebaseAuth()
  await sdk.signInWithEmailAndPassword(auth, email.trim(), password)
  return profileFor('/auth/signin', {})
}

export interface SignUpValues {
  username: string
  email: string
  password: string
}

/** The server creates the Auth account and the profile; the user then signs in (docs/screens.md). */
export async function signUp(values: SignUpValues): Promise<UserDto> {
  const res = await api.post<ApiSuccess<UserDto>>('/auth/signup', values)
  return res.data
}

/** After Google (popup or the emulator's chooser): create or update the profile with name and photo. */
export function googleProfileFor(user: User): Promise<UserDto> {
  const body: { name?: string; email?: string; photo?: string } = {}
  if (user.displayName) body.name = user.displayName.slice(0, 40)
  if (user.email) body.email = user.email
  if (user.photoURL) body.photo = user.photoURL
  return profileFor('/auth/google', body)
}
