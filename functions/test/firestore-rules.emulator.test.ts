// firestore.rules on the official Firestore emulator: every direct client access is refused, whoever asks
// and whatever they try, since browsers reach Firestore only through the API, whose Admin SDK the rules do
// not bind. Runs under `npm run test:emulators` (FIRESTORE_EMULATOR_HOST set).
import { readFileSync } from 'node:fs'
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import { initializeApp, deleteApp, type App } from 'firebase-admin/app'
import { getFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore'
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { wishlistItemId } from '@travel/domain'
import { COLLECTIONS } from '../src/store/firestore'
import { eventRecord, userRecord } from './factories'
import { newTestProjectId } from './firestore-projects'

const OWNER = 'owner-uid'
const OTHER = 'other-uid'
const event = eventRecord({ ownerId: OWNER })
const { id: eventId, ...eventData } = event
const { id: _userId, ...userData } = userRecord(OWNER)

/** One document of each collection, owned by OWNER, as the API stores it (docs/data-model.md). */
const DOCUMENTS = [
  { collection: COLLECTIONS.events, id: eventId, data: eventData },
  { collection: COLLECTIONS.users, id: OWNER, data: userData },
  {
    collection: COLLECTIONS.wishlist,
    id: wishlistItemId(OWNER, eventId),
    data: { userId: OWNER, eventId, addedAt: '2024-05-03T10:00:00.000Z' },
  },
  {
    // the token of a private link: nobody may read it but the API, for its owner
    collection: COLLECTIONS.sharedLists,
    id: 'Q2hlY2tzVGhlUnVsZXNfdG9r',
    data: { userId: OWNER, createdAt: '2024-05-03T10:00:00.000Z' },
  },
  // moderation (docs/moderation.md): reporters, texts and e-mails no browser may see
  {
    collection: COLLECTIONS.reports,
    id: `event:${eventId}~${OTHER}`,
    data: {
      key: `event:${eventId}`,
      reporterId: OTHER,
      reporterKey: OTHER,
      email: '',
      reason: 'spam',
      text: 'Advertises a shop',
      createdAt: '2024-05-03T10:00:00.000Z',
    },
  },
  {
    collection: COLLECTIONS.moderation,
    id: `event:${eventId}`,
    data: {
      key: `event:${eventId}`,
      type: 'event',
      targetId: eventId,
      photoUrl: null,
      label: event.title,
      authorId: OWNER,
      open: true,
      reports: 1,
      reporters: [OTHER],
      hidden: false,
      firstReportedAt: '2024-05-03T10:00:00.000Z',
      lastReportedAt: '2024-05-03T10:00:00.000Z',
      originalName: null,
    },
  },
  {
    collection: COLLECTIONS.moderationLog,
    id: 'LogEntry0000000000001',
    data: {
      kind: 'report',
      key: `event:${eventId}`,
      label: event.title,
      actorId: OTHER,
      actorName: 'Other',
      visitor: false,
      email: '',
      reason: 'spam',
      action: null,
      text: '',
      at: '2024-05-03T10:00:00.000Z',
    },
  },
  {
    collection: COLLECTIONS.notices,
    id: 'Notice000000000000001',
    data: {
      userId: OWNER,
      kind: 'hidden',
      key: `event:${eventId}`,
      label: event.title,
      action: null,
      reason: 'spam',
      text: '',
      createdAt: '2024-05-03T10:00:00.000Z',
      read: false,
    },
  },
  {
    collection: COLLECTIONS.reportQuota,
    id: `${OTHER}~2024-05-03`,
    data: { count: 1 },
  },
  {
    collection: COLLECTIONS.mergeClaims,
    id: `${eventId}~other-event~${OWNER}`,
    data: {
      pair: `${eventId}~other-event`,
      eventId,
      otherId: 'other-event',
      authorId: OWNER,
      authorName: 'owner',
      reason: 'The same camp.',
      createdAt: '2024-05-03T10:00:00.000Z',
    },
  },
  { collection: COLLECTIONS.mergeQuota, id: `${OWNER}~2024-05-03`, data: { count: 1 } },
  {
    collection: COLLECTIONS.mergedEvents,
    id: 'merged-event',
    data: { keptId: eventId, mergedAt: '2024-05-03T10:00:00.000Z' },
  },
]

const VISITORS: { who: string; context: (env: RulesTestEnvironment) => RulesTestContext }[] = [
  { who: 'a visitor', context: (env) => env.unauthenticatedContext() },
  { who: 'the signed-in user it belongs to', context: (env) => env.authenticatedContext(OWNER) },
  { who: 'another signed-in user', context: (env) => env.authenticatedContext(OTHER) },
]

/**
 * A context's Firestore for the modular SDK functions: rules-unit-testing hands out the compat
 * instance, which the modular functions accept (they unwrap it) but whose type they do not name.
 */
function clientDb(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore
}

type Operation = (db: Firestore, target: (typeof DOCUMENTS)[number]) => Promise<unknown>

const OPERATIONS: Record<string, Operation> = {
  read: (db, t) => getDoc(doc(db, t.collection, t.id)),
  list: (db, t) => getDocs(collection(db, t.collection)),
  create: (db, t) => setDoc(doc(db, t.collection, `${t.id}-new`), t.data),
  update: (db, t) => updateDoc(doc(db, t.collection, t.id), { updatedAt: '2030-01-01T00:00:00.000Z' }),
  delete: (db, t) => deleteDoc(doc(db, t.collection, t.id)),
}

let env: RulesTestEnvironment
let adminApp: App
let admin: AdminFirestore

beforeAll(async () => {
  const projectId = newTestProjectId('rules')
  env = await initializeTestEnvironment({
    projectId,
    firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
  })
  adminApp = initializeApp({ projectId }, projectId)
  admin = getFirestore(adminApp)
})

afterAll(async () => {
  await env?.cleanup()
  if (adminApp) await deleteApp(adminApp)
})

beforeEach(async () => {
  await env.clearFirestore()
  await env.withSecurityRulesDisabled(async (context) => {
    for (const d of DOCUMENTS) await setDoc(doc(clientDb(context), d.collection, d.id), d.data)
  })
})

describe.each(DOCUMENTS)('firestore.rules on $collection', (target) => {
  describe.each(VISITORS)('$who', ({ context }) => {
    it.each(Object.keys(OPERATIONS))(
      'cannot %s it directly, and the document stays as it was',
      async (op) => {
        const db = clientDb(context(env))
        await assertFails(OPERATIONS[op]!(db, target))
        const stored = await admin.collection(target.collection).doc(target.id).get()
        expect(stored.data()).toEqual(target.data)
        expect((await admin.collection(target.collection).doc(`${target.id}-new`).get()).exists).toBe(false)
      },
    )
  })

  it('the Admin SDK (the API) can read, list, create, update and delete it', async () => {
    const documents = admin.collection(target.collection)
    expect((await documents.doc(target.id).get()).data()).toEqual(target.data)
    expect((await documents.get()).docs.map((d) => d.id)).toEqual([target.id])
    await documents.doc(`${target.id}-new`).create(target.data)
    await documents.doc(target.id).update({ updatedAt: '2030-01-01T00:00:00.000Z' })
    expect((await documents.doc(target.id).get()).get('updatedAt')).toBe('2030-01-01T00:00:00.000Z')
    await documents.doc(target.id).delete()
    expect((await documents.get()).docs.map((d) => d.id)).toEqual([`${target.id}-new`])
  })
})
