// Production dependencies: firebase-admin Auth, Firestore and Cloud Storage, each initialised on first
// use, so a cold start only pays for what the first request needs (a list page never loads Auth).
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { FIREBASE_STORAGE_ORIGIN } from '@travel/domain'
import type { AppDeps } from './app'
import { cloudFileStore } from './files/file-store'
import { firestoreStore } from './store/firestore'

function adminApp() {
  return getApps()[0] ?? initializeApp()
}

function projectId(): string {
  return process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-travel-community'
}

/**
 * The project's default bucket: Cloud Functions put it in FIREBASE_CONFIG (newer projects use
 * <id>.firebasestorage.app, older ones <id>.appspot.com); STORAGE_BUCKET overrides it.
 */
function storageBucket(): string {
  if (process.env.STORAGE_BUCKET) return process.env.STORAGE_BUCKET
  try {
    const config = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}') as { storageBucket?: unknown }
    if (typeof config.storageBucket === 'string' && config.storageBucket) return config.storageBucket
  } catch {
    // not JSON: fall through to the conventional name
  }
  return `${projectId()}.appspot.com`
}

/**
 * Where download URLs may come from: Cloud Storage for Firebase, and under the emulators the storage
 * emulator firebase-admin is pointed at (FIREBASE_STORAGE_EMULATOR_HOST is never set in production).
 */
function storageOrigins(): string[] {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST
  return emulator ? [FIREBASE_STORAGE_ORIGIN, `http://${emulator}`] : [FIREBASE_STORAGE_ORIGIN]
}

export function firestoreDeps(): AppDeps {
  const corsOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const bucket = storageBucket()
  const auth = () => getAuth(adminApp())
  return {
    auth: {
      verifyIdToken: (token) => auth().verifyIdToken(token),
      createUser: (properties) => auth().createUser(properties),
      updateUser: (uid, properties) => auth().updateUser(uid, properties),
      deleteUser: (uid) => auth().deleteUser(uid),
      getUser: (uid) => auth().getUser(uid),
    },
    store: firestoreStore(() => getFirestore(adminApp())),
    files: cloudFileStore(() => getStorage(adminApp()).bucket(bucket)),
    config: { corsOrigins, bucket, storageOrigins: storageOrigins() },
  }
}
