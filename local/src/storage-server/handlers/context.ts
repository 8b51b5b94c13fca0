// What every handler of the SDK's protocol (/v0/b/{bucket}/o) works with: this server's bucket, its
// objects and upload sessions, and the caller behind the request's ID token.
import type { IncomingMessage } from 'node:http'
import type { UploadDecision } from '@travel/domain'
import { identifyCaller, uidOf, type Caller, type IsAccountDeleted, type VerifyIdToken } from '../caller'
import type { LocalFileStore } from '../file-store'
import { HttpError } from '../http-error'
import type { UploadSessions } from '../upload-sessions'
import { denial } from './refusals'

export interface StorageContext {
  bucket: string
  /**
   * The server's own origin (e.g. http://127.0.0.1:9199), the base of the resumable upload URLs it hands
   * out; never taken from the request's Host header, which the client chooses.
   */
  origin: () => string
  store: LocalFileStore
  sessions: UploadSessions
  verifyIdToken: VerifyIdToken
  isAccountDeleted: IsAccountDeleted
}

/** The caller; a token that does not verify is a 401 at once, never treated as a visitor. */
export async function callerOf(context: StorageContext, req: IncomingMessage): Promise<Caller> {
  const caller = await identifyCaller(req, context.verifyIdToken, context.isAccountDeleted)
  if (caller.kind === 'invalid-token')
    throw new HttpError(401, 'The Firebase ID token is not valid or has expired.')
  return caller
}

/** Lets a read, list or delete through where the storage policy allows its caller; refuses it otherwise. */
export async function allowCaller(
  context: StorageContext,
  req: IncomingMessage,
  decide: (uid: string | null) => UploadDecision,
): Promise<void> {
  const decision = decide(uidOf(await callerOf(context, req)))
  if (!decision.allowed) throw denial(decision)
}
