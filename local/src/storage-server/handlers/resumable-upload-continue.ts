// POST <session URL> (…&upload_id=) with X-Goog-Upload-Command: query | upload | upload, finalize |
// finalize | cancel: the rest of a resumable upload, one request at a time per session. A repeated
// request (its answer was lost) gets the answer the first one got, and nothing is stored twice.
import { open } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { bytesMatchContentType, decideUpload, SIGNATURE_BYTES } from '@travel/domain'
import { HttpError } from '../http-error'
import { readBody, sendJson } from '../http-io'
import { toResource } from '../object-resource'
import { header, wholeNumber } from '../request-headers'
import type { UploadSession } from '../upload-sessions'
import { callerOf, type StorageContext } from './context'
import { denial, typeMismatch } from './refusals'

const COMMANDS = ['query', 'upload', 'finalize', 'cancel']

export async function continueResumableUpload(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  uploadId: string,
): Promise<void> {
  const caller = await callerOf(context, req)
  const commands = commandsOf(req)
  await context.sessions.withSession(uploadId, async (found) => {
    if (!found || found.bucket !== context.bucket)
      throw new HttpError(404, 'This upload session does not exist or has expired.')
    let session = found
    if (caller.kind !== 'user') throw new HttpError(401, 'User is not authenticated: sign in to upload.')
    if (caller.uid !== session.uid)
      throw new HttpError(403, 'Permission denied: this upload belongs to someone else.')

    if (commands.has('cancel')) {
      await context.sessions.remove(session.id)
      res.writeHead(200, { 'X-Goog-Upload-Status': 'cancelled', 'Content-Length': 0 })
      res.end()
      return
    }
    if (commands.has('query') || session.final) {
      // A finalize repeated after a lost answer gets the same answer again.
      sendUploadStatus(res, session)
      return
    }
    if (commands.has('upload')) session = await receiveChunk(context, req, session)
    else if (!(await readBody(req, 0)).complete)
      throw new HttpError(400, 'Only an upload command carries bytes.', true)
    if (commands.has('finalize')) session = await finalize(context, session, caller.accountDeleted)
    sendUploadStatus(res, session)
  })
}

function commandsOf(req: IncomingMessage): Set<string> {
  const commands = new Set(
    (header(req, 'x-goog-upload-command') ?? '')
      .split(',')
      .map((c) => c.trim().toLowerCase())
      .filter(Boolean),
  )
  if (commands.size === 0) throw new HttpError(400, 'X-Goog-Upload-Command is missing.')
  for (const command of commands) {
    if (!COMMANDS.includes(command)) throw new HttpError(400, `Unknown X-Goog-Upload-Command '${command}'.`)
  }
  return commands
}

/** Appends the request's chunk at X-Goog-Upload-Offset; the session with the new count of bytes. */
async function receiveChunk(
  context: StorageContext,
  req: IncomingMessage,
  session: UploadSession,
): Promise<UploadSession> {
  const offset = wholeNumber(header(req, 'x-goog-upload-offset'))
  if (offset === undefined) throw new HttpError(400, 'X-Goog-Upload-Offset must be a whole number of bytes.')
  if (offset > session.received)
    throw new HttpError(
      400,
      `The chunk starts at byte ${offset} but only ${session.received} bytes were received.`,
    )
  const body = await readBody(req, session.declaredSize - offset)
  if (!body.complete) {
    // More than was declared: the session is over, refused as the rules refuse a file that large.
    const decision = decideUpload({
      path: session.path,
      uid: session.uid,
      size: offset + body.receivedAtLeast,
      contentType: session.fields.contentType,
    })
    await context.sessions.remove(session.id)
    throw decision.allowed
      ? new HttpError(400, `More bytes than the declared ${session.declaredSize} were sent.`, true)
      : denial(decision, true)
  }
  // A chunk sent again after its answer was lost overlaps what is already stored: keep only the rest.
  const fresh = body.data.subarray(Math.min(session.received - offset, body.data.byteLength))
  return fresh.byteLength > 0 ? context.sessions.append(session, fresh) : session
}

/** Checks the whole file against the rules and its declared type, and stores it as the object. */
async function finalize(
  context: StorageContext,
  session: UploadSession,
  accountDeleted: boolean,
): Promise<UploadSession> {
  const { sessions } = context
  if (session.received !== session.declaredSize)
    throw new HttpError(
      400,
      `The upload was finalized after ${session.received} of ${session.declaredSize} bytes.`,
    )
  const decision = decideUpload({
    path: session.path,
    uid: session.uid,
    accountDeleted,
    size: session.received,
    contentType: session.fields.contentType,
    contentDisposition: session.fields.contentDisposition,
  })
  if (!decision.allowed) {
    await sessions.remove(session.id)
    throw denial(decision)
  }
  const firstBytes = await firstBytesOf(sessions.partFile(session.id))
  if (!bytesMatchContentType(session.fields.contentType, firstBytes)) {
    await sessions.remove(session.id)
    throw typeMismatch(session.fields.contentType)
  }
  const object = await context.store.putFile(
    context.bucket,
    session.path,
    session.fields,
    sessions.partFile(session.id),
  )
  return sessions.markFinal(session, object)
}

function sendUploadStatus(res: ServerResponse, session: UploadSession): void {
  const headers = {
    'X-Goog-Upload-Status': session.final ? 'final' : 'active',
    'X-Goog-Upload-Size-Received': String(session.received),
  }
  if (session.final) sendJson(res, 200, toResource(session.final), headers)
  else {
    res.writeHead(200, { ...headers, 'Content-Length': 0 })
    res.end()
  }
}

/** The first bytes of the uploaded file, to check they are of the type it declares. */
async function firstBytesOf(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r')
  try {
    const buffer = Buffer.alloc(SIGNATURE_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, SIGNATURE_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}
