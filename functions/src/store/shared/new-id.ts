// Document ids generated like Firestore's auto ids (20 letters and digits): for events (services/ids.ts)
// and for the log entries and notices a report or decision writes inside its transaction.
import { randomBytes } from 'node:crypto'

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

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
