// npm run backfill:geohashes — gives every event in a project's Firestore the geohash of its position, for
// events stored before near queries existed; only missing or stale ones are written. Application Default
// Credentials and GOOGLE_CLOUD_PROJECT, or the emulator with FIRESTORE_EMULATOR_HOST (docs/deployment.md).
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { backfillGeohashes } from '../src/store/events/backfill-geohashes'
import { firestoreStore } from '../src/store/firestore'

const app = initializeApp()
const updated = await backfillGeohashes(firestoreStore(() => getFirestore(app)))
console.log(`Geohashes stored for ${updated} events.`)
