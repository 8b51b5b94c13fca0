// The Firestore adapter's transaction interface: what every capability's adapter is given, so that one
// capability can add its reads and writes to a transaction another began (a cascade stays one commit).
import type { CollectionReference, Firestore, Query, Transaction } from 'firebase-admin/firestore'
import type { SearchOptions } from '../events/search-page'
import { COLLECTIONS } from './collections'
import { oneAtATime } from './one-at-a-time'
import { runTransaction } from './run-transaction'

/** The adapter's options; `db` is called on first use, so a cold start that never reads does not open it. */
export interface FirestoreStoreOptions extends SearchOptions {
  /** told the documents each query is billed for (at least one, even when empty): for benchmarks */
  onReads?: (documents: number) => void
}

type TransactionOptions = Parameters<typeof runTransaction>[2]

/**
 * A running transaction: Firestore's own and the collections. A capability's part reads through `tx`
 * first and answers its writes to run once every part has read (Firestore wants reads before writes).
 */
export interface FirestoreTx {
  readonly tx: Transaction
  readonly in: FirestoreCollections
}

export type FirestoreCollections = { [K in keyof typeof COLLECTIONS]: () => CollectionReference }

/** What every capability's Firestore adapter shares: the collections, transactions and options. */
export interface FirestoreContext {
  readonly db: () => Firestore
  readonly in: FirestoreCollections
  readonly options: FirestoreStoreOptions
  /** runs `body` as one transaction, again from the start when Firestore aborts or closes it */
  transact<T>(body: (t: FirestoreTx) => Promise<T>, options?: TransactionOptions): Promise<T>
  /** queues writes that share a key in this instance (one-at-a-time.ts) */
  readonly oneAtATime: ReturnType<typeof oneAtATime>
}

export function firestoreContext(db: () => Firestore, options: FirestoreStoreOptions): FirestoreContext {
  const collections = Object.fromEntries(
    Object.entries(COLLECTIONS).map(([key, name]) => [key, () => db().collection(name)]),
  ) as FirestoreCollections
  return {
    db,
    in: collections,
    options,
    transact: (body, transactionOptions) =>
      runTransaction(db(), (tx) => body({ tx, in: collections }), transactionOptions),
    oneAtATime: oneAtATime(),
  }
}

/** A part's writes, run once every part of the transaction has read. */
export type Writes = () => void

/** Reads what a query finds; the writes delete all of it. */
export async function readDeletion({ tx }: FirestoreTx, query: Query): Promise<Writes> {
  const snap = await tx.get(query)
  return () => {
    for (const d of snap.docs) tx.delete(d.ref)
  }
}
