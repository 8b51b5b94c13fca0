// Firebase is initialised once, here. Emulator connections sit behind one switch (config.useEmulators).
// Storage is loaded on demand (see storage.ts) so the first page does not pay for it, and this module
// itself is imported on demand by the shell and the API client (see firebase-loaded.ts).
import { initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth'
import { config } from '@/config/env'
import { markFirebaseLoaded } from './firebase-loaded'

export const firebaseApp: FirebaseApp = initializeApp(config.firebase)

export const auth: Auth = getAuth(firebaseApp)
if (config.useEmulators) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true })
}

markFirebaseLoaded()
