// npm run bench:deletion-guard — what the deleted-account guard (a tombstone read in each write's
// transaction, docs/security.md) costs per write, beside unguarded writes and beside verifyIdToken with
// checkRevoked. Embedded store always; Firestore too when FIRESTORE_EMULATOR_HOST is set.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openEmbeddedStore } from '../src/store/embedded'
import { COLLECTIONS, eventDocument, firestoreStore } from '../src/store/firestore'
import type { Store } from '../src/store/port'
import { emulatorAdminAuth } from '../test/admin'
import { createTestUser } from '../test/emulator-users'
import { eventRecord, userRecord } from '../test/factories'
import { openTestFirestore } from '../test/firestore-projects'

const N = Number(process.env.BENCH_WRITES ?? 200)

async function perOp(label: string, work: (i: number) => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 10; i++) await work(-1 - i) // warm-up
  const times: number[] = []
  for (let i = 0; i < N; i++) {
    const start = performance.now()
    await work(i)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? 0
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0
  return `${label.padEnd(58)} median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`
}

async function storeWrites(name: string, store: Store, unguardedCreate?: (i: number) => Promise<unknown>) {
  const lines = [`${name} (${N} writes each)`]
  await store.accounts.createUser(userRecord('bench-owner'))
  if (unguardedCreate) lines.push(await perOp('  create an event, unguarded (as before)', unguardedCreate))
  lines.push(
    await perOp('  create an event, guarded', (i) =>
      store.events.createEvent(eventRecord({ ownerId: 'bench-owner', id: `g${i}` })),
    ),
  )
  const [edited] = [eventRecord({ ownerId: 'bench-owner' })]
  await store.events.createEvent(edited!)
  lines.push(
    await perOp('  update an event, guarded', (i) =>
      store.events.updateEvent(edited!.id, { title: `Edit ${i}`, updatedAt: new Date().toISOString() }),
    ),
  )
  lines.push(
    await perOp('  mark an account deleted (once per deletion)', (i) =>
      store.accounts.markAccountDeleted(`gone${i}`, 'now'),
    ),
  )
  return lines
}

const out: string[] = []
const dir = await mkdtemp(join(tmpdir(), 'guard-bench-'))
try {
  const embedded = await openEmbeddedStore(dir)
  out.push(...(await storeWrites('embedded store', embedded)))
  await embedded.flush()
} finally {
  await rm(dir, { recursive: true, force: true })
}

if (process.env.FIRESTORE_EMULATOR_HOST) {
  const firestore = openTestFirestore('bench')
  const unguarded = (i: number) => {
    const event = eventRecord({ ownerId: 'bench-owner', id: `u${i}` })
    return firestore.db.collection(COLLECTIONS.events).doc(event.id).create(eventDocument(event))
  }
  out.push(
    ...(await storeWrites(
      'Firestore emulator',
      firestoreStore(() => firestore.db),
      unguarded,
    )),
  )
  await firestore.close()
}

const auth = emulatorAdminAuth()
const user = await createTestUser('bench')
out.push('the alternative: Auth asked on every request (Auth emulator)')
out.push(await perOp('  verifyIdToken (signature only, as now)', () => auth.verifyIdToken(user.idToken)))
out.push(
  await perOp('  verifyIdToken with checkRevoked (one Auth call)', () =>
    auth.verifyIdToken(user.idToken, true),
  ),
)
console.log(out.join('\n'))
