// The suggestions' part of any Firestore transaction: those that go with a deleted event, and a deleted
// account's (its own and those on its events).
import { readDeletion, type FirestoreTx, type Writes } from '../shared/firestore-tx'

export function readSuggestionsRemoval(t: FirestoreTx, eventId: string): Promise<Writes> {
  return readDeletion(t, t.in.suggestions().where('eventId', '==', eventId))
}

export async function readAccountSuggestions({ tx, in: at }: FirestoreTx, uid: string): Promise<Writes> {
  const [sent, received] = await Promise.all([
    tx.get(at.suggestions().where('authorId', '==', uid)),
    tx.get(at.suggestions().where('eventOwnerId', '==', uid)),
  ])
  return () => {
    const refs = new Map([...sent.docs, ...received.docs].map((d) => [d.id, d.ref]))
    for (const ref of refs.values()) tx.delete(ref)
  }
}
