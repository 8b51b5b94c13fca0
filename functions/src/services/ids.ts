// Document ids: generated like Firestore's auto ids (20 letters and digits), and checked before they
// reach a store, because a Firestore path cannot hold "/" or "..", Firestore reserves ids of the form
// __name__ (e.g. "__proto__", refused with INVALID_ARGUMENT), and no valid id looks like either.
import { newId } from '../store/shared/new-id'

export { newId }
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

const RESERVED_ID = /^__.*__$/

export function isSafeId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value) && !RESERVED_ID.test(value)
}
