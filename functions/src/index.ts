// The deployed entry point: only wires production dependencies into the app and exports `api`.
import { onRequest } from 'firebase-functions/v2/https'
import { createApp } from './app'
import { firestoreDeps } from './firestore-deps'

export const REGION = 'europe-central2'

export const api = onRequest(
  { region: REGION, memory: '256MiB', concurrency: 80 },
  createApp(firestoreDeps()),
)
