// The guard of the protected group (spec.md §2: /profile): without a current user it sends the visitor to
// /sign-in, remembering the page so that signing in leads back to it.
import { Navigate, Outlet, useLocation } from 'react-router'
import { useCurrentUser } from '@/stores/root-store'
import { signInUrlFor } from '../lib/redirect-target'

export function RequireUser() {
  const user = useCurrentUser()
  const location = useLocation()
  if (!user) return <Navigate to={signInUrlFor(`${location.pathname}${location.search}`)} replace />
  return <Outlet />
}
