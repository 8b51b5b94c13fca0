// Sign-in and sign-up against Firebase Auth and the API (spec.md §7 /api/auth, DESIGN.md §3): Firebase
// proves who the user is, the API returns (and on first use creates) the profile.
import type { ApiSuccess, UserDto } from '@travel/domain'
import { signInWithEmailAndPassword, signOut, type User } from 'firebase/auth'
import { api } from '@/lib/api-client'
import { auth } from '@/lib/firebase'

/** Calls the API for the freshly signed-in Firebase user; without a profile the session is undone. */
async function profileFor(path: '/auth/signin' | '/auth/google', body: object): Promise<UserDto> {
  try {
    const res = await api.post<ApiSuccess<UserDto>>(path, body)
    return res.data
  } catch (error) {
    // Signed in to Firebase but without a profile is a state no screen expects: sign out again.
    await signOut(auth).catch(() => undefined)
    throw error
  }
}

export async function signInWithPassword(email: string, password: string): Promise<UserDto> {
  await signInWithEmailAndPassword(auth, email.trim(), password)
  return profileFor('/auth/signin', {})
}

export interface SignUpValues {
  username: string
  email: string
  password: string
}

/** The server creates the Auth account and the profile; the user then signs in (spec.md §2). */
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
