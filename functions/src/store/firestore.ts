// The Firestore adapter (firebase-admin): each capability's adapter over one shared context, so a
// cascade one of them begins runs the others' parts in the same transaction (shared/firestore-tx.ts).
import type { Firestore } from 'firebase-admin/firestore'
import { firestoreAccounts } from './accounts/firestore'
import { firestoreCheckins } from './checkins/firestore'
import { firestoreEvents } from './events/firestore'
import { firestoreHistory } from './history/firestore'
import { firestoreSuggestions } from './suggestions/firestore'
import { firestoreLists } from './lists/firestore'
import { firestoreModeration } from './moderation/firestore'
import { firestoreMail } from './mail/firestore'
import { firestoreNotices } from './notices/firestore'
import { firestoreTrips } from './trips/firestore'
import { firestoreMerges } from './merges/firestore'
import type { Store } from './port'
import { firestoreContext, type FirestoreStoreOptions } from './shared/firestore-tx'

export { COLLECTIONS } from './shared/collections'
export { eventDocument, SEARCH_FIELD } from './events/firestore-doc'
export type { FirestoreStoreOptions }

export function firestoreStore(db: () => Firestore, options: FirestoreStoreOptions = {}): Store {
  const ctx = firestoreContext(db, options)
  return {
    events: firestoreEvents(ctx),
    checkins: firestoreCheckins(ctx),
    moderation: firestoreModeration(ctx),
    accounts: firestoreAccounts(ctx),
    lists: firestoreLists(ctx),
    history: firestoreHistory(ctx),
    suggestions: firestoreSuggestions(ctx),
    notices: firestoreNotices(ctx),
    mail: firestoreMail(ctx),
    trips: firestoreTrips(ctx),
    merges: firestoreMerges(ctx),
  }
}
