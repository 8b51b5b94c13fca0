// Sign-in and sign-up are for visitors: once a user is stored (after signing in here, with Google, or in
// another tab) the screen leaves for the page the guard came from, or home (docs/screens.md "On success goes to /").
import type { ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { useCurrentUser } from '@/stores/root-store'
import { REDIRECT_PARAM, safeRedirectTarget } from '../lib/redirect-target'

export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser()
  const [params] = useSearchParams()
  if (user) return <Navigate to={safeRedirectTarget(params.get(REDIRECT_PARAM))} replace />
  return children
}
