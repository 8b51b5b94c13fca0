// Document ids: generated like Firestore's auto ids (20 letters and digits), and checked before they
// reach a store, because a Firestore path cannot hold "/" or "..", Firestore reserves ids of the form
// __name__ (e.g. "__proto__", refused with INVALID_ARGUMENT), and no valid id looks like either.
import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

export function newId(length = 20): string {
  // 62 does not divide 256, so bytes >= 248 are skipped to keep every character equally likely.
  let id = ''
  while (id.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && id.length < length) id += ALPHABET[byte % 62]
    }
  }
  return id
}

const RESERVED_ID = /^__.*__$/

export function isSafeId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value) && !RESERVED_ID.test(value)
}
