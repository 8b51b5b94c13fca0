// npm run backfill:checkins — gives every event in a project's Firestore stored before check-ins or before
// moderation its check-in summary and listing, so the lists find it. Credentials and project as the other backfills (docs/deployment.md).
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { backfillCheckinSummaries } from '../src/store/checkins/backfill-checkin-summaries'
import { firestoreStore } from '../src/store/firestore'

const app = initializeApp()
const updated = await backfillCheckinSummaries(firestoreStore(() => getFirestore(app)))
console.log(`Check-in summaries and listings stored for ${updated} events.`)
