// Firebase is initialised once, here. Emulator connections sit behind one switch (config.useEmulators).
// Storage is loaded on demand (see storage.ts) so the first page does not pay for it.
import { initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth'
import { config } from '@/config/env'

export const firebaseApp: FirebaseApp = initializeApp(config.firebase)

export const auth: Auth = getAuth(firebaseApp)
if (config.useEmulators) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true })
}
