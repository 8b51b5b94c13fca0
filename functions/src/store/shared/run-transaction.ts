// A transaction the server closed under us is run again from the start, as the client already does for
// an aborted one. The Firestore emulator closes a transaction whose lock waited too long under a crowd of
// writes ("Transaction is invalid or closed"); a transaction's body reads and writes only through it.
import type { Firestore, ReadOptions, Transaction } from 'firebase-admin/firestore'

/** Runs of one transaction, the first included, before a closed one is given up. */
export const CLOSED_TRANSACTION_RUNS = 3

/** The server's answer to a request in a transaction it has already closed. */
export function isClosedTransaction(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, details, message } = error as { code?: unknown; details?: unknown; message?: unknown }
  return code === 3 && /transaction is invalid or closed/i.test(`${String(details)} ${String(message)}`)
}

type TransactionOptions = Parameters<Firestore['runTransaction']>[1] & Partial<ReadOptions>

export async function runTransaction<T>(
  db: Pick<Firestore, 'runTransaction'>,
  body: (tx: Transaction) => Promise<T>,
  options?: TransactionOptions,
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.runTransaction(body, options)
    } catch (error) {
      if (run >= CLOSED_TRANSACTION_RUNS || !isClosedTransaction(error)) throw error
    }
  }
}
