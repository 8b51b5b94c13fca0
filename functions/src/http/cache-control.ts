// Caching of public event reads: `public, s-maxage`, so Hosting's CDN answers repeats without a function
// run or a Firestore read; a request carrying a token gets `private, no-store`, so no shared cache keeps a
// signed-in answer. Only successful answers are ever cached.
import type { Request, Response } from 'express'
import { PUBLIC_ANSWER_MAX_AGE_S } from '@travel/domain'

/** Seconds a browser may reuse an answer: short, so a new event shows up on the next visit. */
export const BROWSER_MAX_AGE_S = PUBLIC_ANSWER_MAX_AGE_S
/** Seconds the CDN may serve an answer without asking the function. */
export const CDN_MAX_AGE_S = 300

export const PUBLIC_CACHE_CONTROL = `public, max-age=${BROWSER_MAX_AGE_S}, s-maxage=${CDN_MAX_AGE_S}`

export function cachePublicAnswer(req: Request, res: Response): void {
  if (req.headers.authorization) {
    res.set('Cache-Control', 'private, no-store')
  } else {
    res.set('Cache-Control', PUBLIC_CACHE_CONTROL)
  }
  // A shared cache keeps the anonymous answer apart from any answer to a request with a token.
  res.vary('Authorization')
}
