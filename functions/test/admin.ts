// firebase-admin against the Auth emulator, as the local stack uses it.
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { authEmulatorHost } from './emulator-users'

export function emulatorAdminAuth() {
  authEmulatorHost()
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-travel-community' })
  return getAuth(app)
}
