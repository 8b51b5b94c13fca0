// npm run backfill:geohashes — gives every event in a real project's Firestore the geohash of its position,
// so near queries and the events map find events stored before they existed. Safe to run again (only
// events whose geohash is missing or stale are written). Uses the Application Default Credentials
// (`gcloud auth application-default login`) and the project in GOOGLE_CLOUD_PROJECT, or the Firestore
// emulator when FIRESTORE_EMULATOR_HOST is set.
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { backfillGeohashes } from '../src/store/backfill-geohashes'
import { firestoreStore } from '../src/store/firestore-store'

const app = initializeApp()
const updated = await backfillGeohashes(firestoreStore(() => getFirestore(app)))
console.log(`Geohashes stored for ${updated} events.`)
