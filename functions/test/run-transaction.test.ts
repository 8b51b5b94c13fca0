// A transaction the server closed is run again, a few times at most; any other failure is not.
import type { Firestore, Transaction } from 'firebase-admin/firestore'
import { describe, expect, it } from 'vitest'
import { CLOSED_TRANSACTION_RUNS, runTransaction } from '../src/store/shared/run-transaction'

const closed = Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
  code: 3,
  details: 'Transaction is invalid or closed.',
})

/** A database whose transactions fail with `failures` in turn, then run their body. */
function database(failures: unknown[]) {
  let runs = 0
  const db = {
    runTransaction: async <T>(body: (tx: Transaction) => Promise<T>) => {
      runs++
      const failure = failures.shift()
      if (failure) throw failure
      return body({} as Transaction)
    },
  } as unknown as Pick<Firestore, 'runTransaction'>
  return { db, runs: () => runs }
}

describe('running a transaction', () => {
  it('runs a transaction the server closed again, and answers what its body answers', async () => {
    const { db, runs } = database([closed, closed])
    await expect(runTransaction(db, async () => 'saved')).resolves.toBe('saved')
    expect(runs()).toBe(3)
  })

  it('gives up after a few closed runs, with the server’s error', async () => {
    const { db, runs } = database(Array.from({ length: 10 }, () => closed))
    await expect(runTransaction(db, async () => 'saved')).rejects.toBe(closed)
    expect(runs()).toBe(CLOSED_TRANSACTION_RUNS)
  })

  it('does not run again after any other failure', async () => {
    const refused = Object.assign(new Error('3 INVALID_ARGUMENT: bad field'), {
      code: 3,
      details: 'bad field',
    })
    const { db, runs } = database([refused])
    await expect(runTransaction(db, async () => 'saved')).rejects.toBe(refused)
    expect(runs()).toBe(1)
  })
})
