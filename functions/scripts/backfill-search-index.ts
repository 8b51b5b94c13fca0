// npm run backfill:search -w functions — writes the search index of every event that lacks it or holds an
// outdated one (src/store/events/firestore-search-backfill.ts); safe to run twice and while the site is live.
// Against the emulator with FIRESTORE_EMULATOR_HOST, a project with GOOGLE_CLOUD_PROJECT (docs/deployment.md).
import { initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { backfillSearchIndex } from '../src/store/events/firestore-search-backfill'

const projectId = process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT
if (!projectId && !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('Set GOOGLE_CLOUD_PROJECT (a project) or FIRESTORE_EMULATOR_HOST (an emulator).')
  process.exit(2)
}
const app = initializeApp({ projectId: projectId ?? 'demo-travel-community' })
const target = process.env.FIRESTORE_EMULATOR_HOST
  ? `the Firestore emulator at ${process.env.FIRESTORE_EMULATOR_HOST}`
  : `project ${projectId}`
console.log(`Search backfill on ${target}`)
const report = await backfillSearchIndex(getFirestore(app), {
  onPage: (r) => console.log(`  ${r.events} events read, ${r.updated} updated so far`),
})
console.log(
  `Done: ${report.events} events read, ${report.updated} updated` +
    (report.skipped ? `, ${report.skipped} edited meanwhile and left as their edit wrote them` : ''),
)
