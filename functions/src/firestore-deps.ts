// Production dependencies: firebase-admin Auth and Firestore, initialised lazily so a cold start only
// pays for what the first request uses.
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { AppDeps } from './app'

function adminApp() {
  return getApps()[0] ?? initializeApp()
}

function projectId(): string {
  return process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-travel-community'
}

export function firestoreDeps(): AppDeps {
  const corsOrigins = (process.env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return {
    auth: { verifyIdToken: (token) => getAuth(adminApp()).verifyIdToken(token) },
    config: {
      corsOrigins,
      bucket: process.env.STORAGE_BUCKET ?? `${projectId()}.appspot.com`,
    },
  }
}
