// firebase-admin against the Auth emulator, as the local stack uses it.
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { authEmulatorHost } from './emulator-users'

export function emulatorAdminAuth() {
  authEmulatorHost()
  // the default app: the Firestore tests add named apps of other projects beside it
  const app =
    getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp({ projectId: 'demo-travel-community' })
  return getAuth(app)
}
