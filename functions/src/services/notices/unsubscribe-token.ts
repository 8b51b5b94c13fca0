// The one-click unsubscribe link's token: the traveller, the topic and their inbox's secret key, so the
// link works signed out and nobody turns off another traveller's e-mails by guessing.
import { timingSafeEqual } from 'node:crypto'
import { NOTICE_TOPICS, type NoticeTopic } from '@travel/domain'

export function unsubscribeToken(userId: string, topics: NoticeTopic[], mailKey: string): string {
  return Buffer.from(`${userId}.${topics.join('+')}.${mailKey}`, 'utf8').toString('base64url')
}

/** The token's parts, or null when it is not one. */
export function readUnsubscribeToken(
  token: string,
): { userId: string; topics: NoticeTopic[]; mailKey: string } | null {
  if (!/^[A-Za-z0-9_-]{8,400}$/.test(token)) return null
  const [userId, named, mailKey, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('.')
  const topics = (named ?? '').split('+')
  if (
    !userId ||
    !mailKey ||
    rest.length ||
    !topics.every((t) => (NOTICE_TOPICS as readonly string[]).includes(t))
  )
    return null
  return { userId, topics: topics as NoticeTopic[], mailKey }
}

/** Whether the token's key is the inbox's, compared in constant time. */
export function sameKey(given: string, stored: string | undefined): boolean {
  if (!stored) return false
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}
