// The account calls of the profile screen (docs/api.md /api/user, /api/auth/signout).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiSuccess, UserDto } from '@travel/domain'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { api } from '@/lib/api-client'
import { auth } from '@/lib/firebase'

export interface ProfileChanges {
  username?: string
  email?: string
  password?: string
  profilePicture?: string
}

/**
 * Saves the changed fields. The server changes the Auth account's e-mail and password; a new password
 * can end the browser's session (Firebase revokes sessions on a password change), so the user is signed
 * in again with it right away instead of being thrown out on the next call.
 */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<UserDto> {
  const res = await api.post<ApiSuccess<UserDto>>(`/user/update/${encodeURIComponent(userId)}`, changes)
  const user = res.data
  try {
    if (changes.password) await signInWithEmailAndPassword(auth, user.email, changes.password)
    else if (changes.email) await auth.currentUser?.reload()
  } catch (error) {
    // The change is saved; only the local session could not be renewed. The next call will say so.
    console.warn('The session could not be renewed after the profile change', error)
  }
  return user
}

/**
 * Saves the profile of `userId`. A new username is copied onto the user's events by the server, so every
 * cached answer is marked stale and asked again when next shown.
 */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: ProfileChanges) => updateProfile(userId, changes),
    onSuccess: () => void queryClient.invalidateQueries(),
  })
}

/** Deletes the account on the server (profile, events, wishlist, files, Auth account). */
export async function deleteAccount(userId: string): Promise<void> {
  await api.delete<ApiSuccess<{ message: string }>>(`/user/delete/${encodeURIComponent(userId)}`)
}

/**
 * Deletes the account of `userId`; its events leave every list, so every cached answer is asked again,
 * but only when next shown: the queries on screen (the user's own check-ins) would ask with a dead token.
 */
export function useDeleteAccount(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteAccount(userId),
    onSuccess: () => void queryClient.invalidateQueries({ refetchType: 'none' }),
  })
}

/** Tells the server (which may revoke the sessions); endLocalSession then ends it in this browser. */
export async function signOutOnServer(): Promise<void> {
  try {
    await api.get<ApiSuccess<null>>('/auth/signout')
  } catch (error) {
    // Signing out must work even when the server cannot be reached: the local session ends regardless.
    console.warn('The server did not acknowledge the sign-out', error)
  }
}

export function endLocalSession(): Promise<void> {
  return signOut(auth)
}
