// POST /v0/b/{bucket}/o?name= with X-Goog-Upload-Protocol: resumable and X-Goog-Upload-Command: start:
// the SDK opens an upload of a file too large for one request. The answer hands out the session URL its
// chunks go to (resumable-upload-continue.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { decideUpload } from '@travel/domain'
import { uploaderOf } from '../caller'
import { HttpError } from '../http-error'
import { readBody } from '../http-io'
import { header, wholeNumber } from '../request-headers'
import { callerOf, type StorageContext } from './context'
import { denial } from './refusals'
import { uploadTarget } from './upload-target'

/** Chunks are multiples of this (the SDK's first chunk, which it doubles from there). */
const CHUNK_GRANULARITY = 256 * 1024
const METADATA_MAX_BYTES = 64 * 1024

export async function startResumableUpload(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
): Promise<void> {
  const command = (header(req, 'x-goog-upload-command') ?? '').trim().toLowerCase()
  if (command !== 'start')
    throw new HttpError(400, 'A resumable upload begins with X-Goog-Upload-Command: start.')
  const caller = await callerOf(context, req)
  const { uid, accountDeleted } = uploaderOf(caller)
  const declaredSize = wholeNumber(header(req, 'x-goog-upload-header-content-length'))
  if (declaredSize === undefined)
    throw new HttpError(400, 'X-Goog-Upload-Header-Content-Length must give the file size in bytes.')
  const body = await readBody(req, METADATA_MAX_BYTES)
  if (!body.complete) throw new HttpError(400, 'The upload metadata is larger than 64 KB.', true)
  const { path, fields } = uploadTarget(
    body.data.toString('utf8'),
    header(req, 'x-goog-upload-header-content-type'),
    query.get('name'),
  )
  // Decided on the declared size before a byte of the file is sent, and again when it is finalized.
  const decision = decideUpload({
    path,
    uid,
    accountDeleted,
    size: declaredSize,
    contentType: fields.contentType,
    contentDisposition: fields.contentDisposition,
  })
  if (!decision.allowed) throw denial(decision)
  const { bucket } = context
  const session = await context.sessions.create({ bucket, path, uid: uid ?? '', fields, declaredSize })
  const sessionUrl = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, context.origin())
  sessionUrl.searchParams.set('name', path)
  sessionUrl.searchParams.set('upload_id', session.id)
  sessionUrl.searchParams.set('upload_protocol', 'resumable')
  res.writeHead(200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': sessionUrl.toString(),
    'X-Goog-Upload-Chunk-Granularity': String(CHUNK_GRANULARITY),
    'X-GUploader-UploadID': session.id,
    'Content-Length': 0,
  })
  res.end()
}
