// The guard of the protected group (docs/screens.md): a visitor without a user goes to /sign-in, which
// leads back here. A user whose session ends while inside (signing out here or in another tab, deleting
// the account) goes home instead: being asked to sign in right after signing out would be odd.
import { useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/stores/root-store'
import { signInUrlFor } from '../lib/redirect-target'

export function RequireUser() {
  const user = useCurrentUser()
  const location = useLocation()
  const [enteredSignedIn] = useState(user !== null)
  if (user) return <Outlet />
  if (enteredSignedIn) return <Navigate to={paths.home} replace />
  return <Navigate to={signInUrlFor(`${location.pathname}${location.search}`)} replace />
}
