// Bearer-token middleware: verifies the Firebase ID token and puts the caller on the request.
// The uid always comes from the verified token, never from a body or a parameter (docs/architecture.md).
import type { Request, RequestHandler } from 'express'
import type { Caller } from '../services/caller'
import { invalidToken, unauthenticated } from './http-error'

/** What the middleware needs from firebase-admin's Auth; tests and the local stack pass the real one. */
export interface TokenVerifier {
  verifyIdToken(token: string): Promise<{ uid: string; email?: string; name?: unknown; picture?: string }>
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller
  }
}

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}

async function verify(verifier: TokenVerifier, token: string): Promise<Caller> {
  try {
    const decoded = await verifier.verifyIdToken(token)
    return {
      uid: decoded.uid,
      email: decoded.email,
      name: typeof decoded.name === 'string' ? decoded.name : undefined,
      picture: decoded.picture,
    }
  } catch {
    throw invalidToken()
  }
}

/** Requires a valid token: 401 without one or with a bad one. */
export function requireAuth(verifier: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req)
    if (!token) throw unauthenticated()
    req.caller = await verify(verifier, token)
    next()
  }
}

/**
 * Takes a token when one is sent (401 for a bad one) and lets a request without one through as a
 * visitor's: for what visitors may do too, differently (a report).
 */
export function optionalAuth(verifier: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req)
    if (token) req.caller = await verify(verifier, token)
    next()
  }
}

/**
 * Who reads a public answer, when the request carries a valid token: the owner of an event reports hide
 * is shown it. A bad token reads as a visitor, as public reads always have.
 */
export async function viewerOf(verifier: TokenVerifier, req: Request): Promise<string | undefined> {
  const token = bearerToken(req)
  if (!token) return undefined
  try {
    return (await verifier.verifyIdToken(token)).uid
  } catch {
    return undefined
  }
}

/** The verified caller; only call behind requireAuth. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthenticated()
  return req.caller
}
