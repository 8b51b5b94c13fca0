// POST /v0/b/{bucket}/o?name= with X-Goog-Upload-Protocol: multipart: the SDK's upload of a small file in
// one request (a JSON metadata part and the file part).
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  bytesMatchContentType,
  decideUpload,
  EVENT_FILE_MAX_BYTES,
  PROFILE_PICTURE_MAX_BYTES,
  SIGNATURE_BYTES,
} from '@travel/domain'
import { uploaderOf } from '../caller'
import { HttpError } from '../http-error'
import { readBody, sendJson } from '../http-io'
import { boundaryOf, parseMultipart } from '../multipart'
import { toResource } from '../object-resource'
import { header } from '../request-headers'
import { callerOf, type StorageContext } from './context'
import { denial, typeMismatch } from './refusals'
import { uploadTarget } from './upload-target'

/** The largest object any rule allows; no body is read much past this. */
const LARGEST_ALLOWED_OBJECT = Math.max(EVENT_FILE_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES)
/** Room for the metadata part and boundaries of a multipart body. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024

export async function multipartUpload(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
): Promise<void> {
  const caller = await callerOf(context, req)
  const { uid, accountDeleted } = uploaderOf(caller)
  const boundary = boundaryOf(header(req, 'content-type'))
  if (!boundary)
    throw new HttpError(400, 'A multipart upload needs Content-Type: multipart/related; boundary=…')
  const body = await readBody(req, LARGEST_ALLOWED_OBJECT + MULTIPART_ENVELOPE_BYTES)
  const queryName = query.get('name')
  if (!body.complete) {
    // Cut off: answer as the rules would for a file at least this large, and close the connection.
    const decision = decideUpload({
      path: queryName ?? '',
      uid,
      accountDeleted,
      size: body.receivedAtLeast,
      contentType: undefined,
    })
    throw decision.allowed ? new HttpError(413, 'The upload is too large.', true) : denial(decision, true)
  }
  const parts = parseMultipart(body.data, boundary)
  if (!parts)
    throw new HttpError(400, 'The multipart body is malformed (expected a metadata part and a file part).')
  const { path, fields } = uploadTarget(parts.metadataText, parts.fileContentType, queryName)
  const decision = decideUpload({
    path,
    uid,
    accountDeleted,
    size: parts.data.byteLength,
    contentType: fields.contentType,
    contentDisposition: fields.contentDisposition,
  })
  if (!decision.allowed) throw denial(decision)
  if (!bytesMatchContentType(fields.contentType, parts.data.subarray(0, SIGNATURE_BYTES)))
    throw typeMismatch(fields.contentType)
  const object = await context.store.putBytes(context.bucket, path, fields, parts.data)
  sendJson(res, 200, toResource(object))
}
