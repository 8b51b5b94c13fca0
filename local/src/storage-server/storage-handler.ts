// The part of the Cloud Storage for Firebase REST protocol (under /v0) that the Firebase JS SDK v12 uses,
// read from the SDK's own request builders (@firebase/storage: multipartUpload, createResumableUpload,
// getResumableUploadStatus, continueResumableUpload, getMetadata, getDownloadUrl, getBytes, list,
// deleteObject). The access policy is the one of storage.rules, taken from @travel/domain (decideRead,
// decideUpload, decideDelete), and denials use the statuses the SDK maps to its error codes: 401
// storage/unauthenticated, 403 storage/unauthorized, 404 storage/object-not-found. Nothing here answers
// bad input with a 5xx: the SDK retries 5xx for minutes.
//
// Beyond what storage.rules can say, this server sees the bytes: a file whose first bytes are not the
// type it declares (an HTML page called image/png) is refused like a policy denial. Every answer carries
// X-Content-Type-Options: nosniff, and route files are always served as attachments, so no stored file
// can be opened as a page that runs script.
import { open } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  bytesMatchContentType,
  decideDelete,
  decideRead,
  decideUpload,
  EVENT_FILE_MAX_BYTES,
  isImageContentType,
  PROFILE_PICTURE_MAX_BYTES,
  routeFileDisposition,
  SIGNATURE_BYTES,
  type UploadDecision,
} from '@travel/domain'
import { identifyCaller, uidOf, type Caller, type VerifyIdToken } from './caller'
import { handleAdminRequest } from './admin-api'
import { applyCors } from './cors'
import type { LocalFileStore, StoredObject } from './file-store'
import { HttpError } from './http-error'
import { readBody, RequestAborted, sendError, sendJson } from './http-io'
import { boundaryOf, parseMultipart } from './multipart'
import { lastSegment, objectNameProblem, parseUploadMetadata, toResource } from './object-resource'
import type { UploadSession, UploadSessions } from './upload-sessions'

/** The largest object any rule allows; no body is read much past this. */
const LARGEST_ALLOWED_OBJECT = Math.max(EVENT_FILE_MAX_BYTES, PROFILE_PICTURE_MAX_BYTES)
/** Room for the metadata part and boundaries of a multipart body. */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024
const METADATA_MAX_BYTES = 64 * 1024
export const CHUNK_GRANULARITY = 256 * 1024

export interface HandlerOptions {
  bucket: string
  /**
   * The server's own origin (e.g. http://127.0.0.1:9199), the base of the resumable upload URLs it hands
   * out; never taken from the request's Host header, which the client chooses.
   */
  origin: () => string
  corsOrigins: readonly string[]
  store: LocalFileStore
  sessions: UploadSessions
  verifyIdToken: VerifyIdToken
  log?: (message: string, error: unknown) => void
}

function denial(decision: Exclude<UploadDecision, { allowed: true }>, closeConnection = false): HttpError {
  return decision.reason === 'unauthenticated'
    ? new HttpError(401, `User is not authenticated: ${decision.detail}.`, closeConnection)
    : new HttpError(403, `Permission denied: ${decision.detail}.`, closeConnection)
}

function invalidToken(): HttpError {
  return new HttpError(401, 'The Firebase ID token is not valid or has expired.')
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/** The first bytes of a file on disk (a finished resumable upload). */
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

/** A file whose first bytes are not the type it declares is refused like a policy denial (403). */
function typeMismatch(contentType: string): HttpError {
  return new HttpError(403, `Permission denied: the file's content is not ${contentType}.`)
}

function wholeNumber(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined
  const n = Number(text.trim())
  return Number.isSafeInteger(n) ? n : undefined
}

interface Target {
  bucket: string
  /** the object path, or undefined for the bucket's object collection (/o) */
  object: string | undefined
}

function parseTarget(pathname: string): Target | undefined {
  const match = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(pathname)
  if (!match?.[1]) return undefined
  try {
    return {
      bucket: decodeURIComponent(match[1]),
      object: match[2] === undefined ? undefined : decodeURIComponent(match[2]),
    }
  } catch {
    return undefined
  }
}

export function createStorageHandler(options: HandlerOptions) {
  const { bucket, store, sessions } = options
  const log = options.log ?? ((message, error) => console.error(message, error))

  async function callerOf(req: IncomingMessage): Promise<Caller> {
    const caller = await identifyCaller(req, options.verifyIdToken)
    if (caller.kind === 'invalid-token') throw invalidToken()
    return caller
  }

  async function existing(path: string): Promise<StoredObject> {
    const object = await store.get(path)
    if (!object) throw new HttpError(404, `Object '${path}' does not exist.`)
    return object
  }

  // GET /v0/b/{bucket}/o/{path}: metadata, or with alt=media the bytes.
  async function readObject(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    const caller = await callerOf(req)
    const decision = decideRead(path, uidOf(caller))
    if (!decision.allowed) throw denial(decision)
    const object = await existing(path)
    if (query.get('alt') !== 'media') {
      sendJson(res, 200, toResource(object))
      return
    }
    const token = query.get('token')
    if (token !== null && !object.downloadTokens.split(',').includes(token))
      throw new HttpError(403, 'The download token of this link is not valid (the file was replaced).')
    const data = await store.read(object)
    // Images are shown; anything else (route files) is saved, whatever disposition it was stored with.
    const disposition = isImageContentType(object.contentType)
      ? (object.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(lastSegment(path))}`)
      : routeFileDisposition(lastSegment(path))
    const headers: Record<string, string | number> = {
      'Content-Type': object.contentType,
      'Content-Disposition': disposition,
      'Cache-Control': object.cacheControl ?? 'private, max-age=0',
      ETag: `"${object.md5Hash}"`,
      'Accept-Ranges': 'bytes',
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(header(req, 'range') ?? '')
    if (range && data.byteLength > 0) {
      const start = Number(range[1])
      const end = Math.min(range[2] ? Number(range[2]) : data.byteLength - 1, data.byteLength - 1)
      if (start > end) {
        res.writeHead(416, { 'Content-Range': `bytes */${data.byteLength}` })
        res.end()
        return
      }
      const slice = data.subarray(start, end + 1)
      res.writeHead(206, {
        ...headers,
        'Content-Range': `bytes ${start}-${end}/${data.byteLength}`,
        'Content-Length': slice.byteLength,
      })
      res.end(slice)
      return
    }
    res.writeHead(200, { ...headers, 'Content-Length': data.byteLength })
    res.end(data)
  }

  // GET /v0/b/{bucket}/o?prefix=&delimiter=/: the SDK's list()/listAll(). Listing a folder is reading
  // it, so it is allowed where reading the folder's files is (the SDK's prefix ends with '/').
  async function listObjects(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const caller = await callerOf(req)
    const prefix = query.get('prefix') ?? ''
    const delimiter = query.get('delimiter') ?? ''
    const decision = decideRead(`${prefix}x`, uidOf(caller))
    if (!decision.allowed) throw denial(decision)
    const maxResults = wholeNumber(query.get('maxResults') ?? undefined) ?? 1000
    if (maxResults < 1 || maxResults > 1000)
      throw new HttpError(400, 'maxResults must be a whole number from 1 to 1000.')
    const pageToken = query.get('pageToken') ?? ''
    const entries = new Map<string, 'prefix' | 'item'>()
    for (const object of await store.list(prefix)) {
      const rest = object.path.slice(prefix.length)
      const cut = delimiter ? rest.indexOf(delimiter) : -1
      if (cut >= 0) entries.set(prefix + rest.slice(0, cut + delimiter.length), 'prefix')
      else entries.set(object.path, 'item')
    }
    const keys = [...entries.keys()].filter((key) => key > pageToken).sort()
    const page = keys.slice(0, maxResults)
    sendJson(res, 200, {
      prefixes: page.filter((key) => entries.get(key) === 'prefix'),
      items: page.filter((key) => entries.get(key) === 'item').map((name) => ({ name, bucket })),
      ...(keys.length > page.length ? { nextPageToken: page.at(-1) } : {}),
    })
  }

  async function deleteObject(req: IncomingMessage, res: ServerResponse, path: string) {
    const caller = await callerOf(req)
    const decision = decideDelete(path, uidOf(caller))
    if (!decision.allowed) throw denial(decision)
    if (!(await store.delete(path))) throw new HttpError(404, `Object '${path}' does not exist.`)
    res.writeHead(204)
    res.end()
  }

  // POST /v0/b/{bucket}/o?name= with X-Goog-Upload-Protocol: multipart (files up to 256 KB).
  async function multipartUpload(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const caller = await callerOf(req)
    const uid = uidOf(caller)
    const boundary = boundaryOf(header(req, 'content-type'))
    if (!boundary)
      throw new HttpError(400, 'A multipart upload needs Content-Type: multipart/related; boundary=…')
    const body = await readBody(req, LARGEST_ALLOWED_OBJECT + MULTIPART_ENVELOPE_BYTES)
    const queryName = query.get('name')
    if (!body.complete) {
      const decision = decideUpload({
        path: queryName ?? '',
        uid,
        size: body.receivedAtLeast,
        contentType: undefined,
      })
      throw decision.allowed ? new HttpError(413, 'The upload is too large.', true) : denial(decision, true)
    }
    const parts = parseMultipart(body.data, boundary)
    if (!parts)
      throw new HttpError(400, 'The multipart body is malformed (expected a metadata part and a file part).')
    const metadata = parseUploadMetadata(parts.metadataText, parts.fileContentType)
    if (!metadata.ok) throw new HttpError(400, metadata.message)
    const path = queryName ?? metadata.name
    const problem = objectNameProblem(path)
    if (problem || !path) throw new HttpError(400, problem ?? 'The object name is missing.')
    const decision = decideUpload({
      path,
      uid,
      size: parts.data.byteLength,
      contentType: metadata.fields.contentType,
      contentDisposition: metadata.fields.contentDisposition,
    })
    if (!decision.allowed) throw denial(decision)
    if (!bytesMatchContentType(metadata.fields.contentType, parts.data.subarray(0, SIGNATURE_BYTES)))
      throw typeMismatch(metadata.fields.contentType)
    const object = await store.putBytes(bucket, path, metadata.fields, parts.data)
    sendJson(res, 200, toResource(object))
  }

  // POST /v0/b/{bucket}/o?name= with X-Goog-Upload-Protocol: resumable, X-Goog-Upload-Command: start.
  async function startResumableUpload(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const command = (header(req, 'x-goog-upload-command') ?? '').trim().toLowerCase()
    if (command !== 'start')
      throw new HttpError(400, 'A resumable upload begins with X-Goog-Upload-Command: start.')
    const caller = await callerOf(req)
    const uid = uidOf(caller)
    const declaredSize = wholeNumber(header(req, 'x-goog-upload-header-content-length'))
    if (declaredSize === undefined)
      throw new HttpError(400, 'X-Goog-Upload-Header-Content-Length must give the file size in bytes.')
    const body = await readBody(req, METADATA_MAX_BYTES)
    if (!body.complete) throw new HttpError(400, 'The upload metadata is larger than 64 KB.', true)
    const metadata = parseUploadMetadata(
      body.data.toString('utf8'),
      header(req, 'x-goog-upload-header-content-type'),
    )
    if (!metadata.ok) throw new HttpError(400, metadata.message)
    const path = query.get('name') ?? metadata.name
    const problem = objectNameProblem(path)
    if (problem || !path) throw new HttpError(400, problem ?? 'The object name is missing.')
    // Decided on the declared size before a byte of the file is sent, and again when it is finalized.
    const decision = decideUpload({
      path,
      uid,
      size: declaredSize,
      contentType: metadata.fields.contentType,
      contentDisposition: metadata.fields.contentDisposition,
    })
    if (!decision.allowed) throw denial(decision)
    const session = await sessions.create({
      bucket,
      path,
      uid: uid ?? '',
      fields: metadata.fields,
      declaredSize,
    })
    const sessionUrl = new URL(`/v0/b/${encodeURIComponent(bucket)}/o`, options.origin())
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

  function sendUploadStatus(res: ServerResponse, session: UploadSession) {
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

  // POST <session URL> with X-Goog-Upload-Command: query | upload | upload, finalize | finalize | cancel.
  async function continueResumableUpload(req: IncomingMessage, res: ServerResponse, uploadId: string) {
    const caller = await callerOf(req)
    const commands = new Set(
      (header(req, 'x-goog-upload-command') ?? '')
        .split(',')
        .map((c) => c.trim().toLowerCase())
        .filter(Boolean),
    )
    if (commands.size === 0) throw new HttpError(400, 'X-Goog-Upload-Command is missing.')
    for (const command of commands) {
      if (!['query', 'upload', 'finalize', 'cancel'].includes(command))
        throw new HttpError(400, `Unknown X-Goog-Upload-Command '${command}'.`)
    }
    await sessions.withSession(uploadId, async (found) => {
      if (!found || found.bucket !== bucket)
        throw new HttpError(404, 'This upload session does not exist or has expired.')
      let session = found
      if (caller.kind !== 'user') throw new HttpError(401, 'User is not authenticated: sign in to upload.')
      if (caller.uid !== session.uid)
        throw new HttpError(403, 'Permission denied: this upload belongs to someone else.')

      if (commands.has('cancel')) {
        await sessions.remove(session.id)
        res.writeHead(200, { 'X-Goog-Upload-Status': 'cancelled', 'Content-Length': 0 })
        res.end()
        return
      }
      if (commands.has('query') || session.final) {
        // A finalize repeated after a lost answer gets the same answer again.
        sendUploadStatus(res, session)
        return
      }
      if (commands.has('upload')) {
        const offset = wholeNumber(header(req, 'x-goog-upload-offset'))
        if (offset === undefined)
          throw new HttpError(400, 'X-Goog-Upload-Offset must be a whole number of bytes.')
        if (offset > session.received)
          throw new HttpError(
            400,
            `The chunk starts at byte ${offset} but only ${session.received} bytes were received.`,
          )
        const body = await readBody(req, session.declaredSize - offset)
        if (!body.complete) {
          const decision = decideUpload({
            path: session.path,
            uid: session.uid,
            size: offset + body.receivedAtLeast,
            contentType: session.fields.contentType,
          })
          await sessions.remove(session.id)
          throw decision.allowed
            ? new HttpError(400, `More bytes than the declared ${session.declaredSize} were sent.`, true)
            : denial(decision, true)
        }
        // A chunk sent again after its answer was lost overlaps what is already stored: keep only the rest.
        const fresh = body.data.subarray(Math.min(session.received - offset, body.data.byteLength))
        if (fresh.byteLength > 0) session = await sessions.append(session, fresh)
      } else if (!(await readBody(req, 0)).complete) {
        throw new HttpError(400, 'Only an upload command carries bytes.', true)
      }
      if (!commands.has('finalize')) {
        sendUploadStatus(res, session)
        return
      }
      if (session.received !== session.declaredSize)
        throw new HttpError(
          400,
          `The upload was finalized after ${session.received} of ${session.declaredSize} bytes.`,
        )
      const decision = decideUpload({
        path: session.path,
        uid: session.uid,
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
      const object = await store.putFile(bucket, session.path, session.fields, sessions.partFile(session.id))
      sendUploadStatus(res, await sessions.markFinal(session, object))
    })
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://storage.local')
    if (url.pathname === '/' && req.method === 'GET') {
      sendJson(res, 200, { service: 'local storage server', bucket })
      return
    }
    if (await handleAdminRequest(req, res, url, bucket, store)) return
    const target = parseTarget(url.pathname)
    if (!target)
      throw new HttpError(404, `Nothing at ${url.pathname}: paths look like /v0/b/{bucket}/o/{object}.`)
    if (target.bucket !== bucket)
      throw new HttpError(
        404,
        `Bucket '${target.bucket}' does not exist here; the local bucket is '${bucket}'.`,
      )
    const { object } = target
    if (object !== undefined) {
      const problem = objectNameProblem(object)
      if (problem) throw new HttpError(400, problem)
    }
    const query = url.searchParams
    switch (req.method) {
      case 'GET':
        if (object === undefined) return listObjects(req, res, query)
        return readObject(req, res, object, query)
      case 'DELETE':
        if (object === undefined) throw new HttpError(405, 'DELETE needs an object path.')
        return deleteObject(req, res, object)
      case 'POST': {
        if (object !== undefined)
          throw new HttpError(405, 'Uploads are POSTed to /v0/b/{bucket}/o?name={path}.')
        const uploadId = query.get('upload_id')
        if (uploadId) return continueResumableUpload(req, res, uploadId)
        const protocol = (header(req, 'x-goog-upload-protocol') ?? '').toLowerCase()
        if (protocol === 'multipart') return multipartUpload(req, res, query)
        if (protocol === 'resumable') return startResumableUpload(req, res, query)
        throw new HttpError(400, 'X-Goog-Upload-Protocol must be multipart or resumable.')
      }
      default:
        throw new HttpError(
          405,
          `${req.method ?? 'This method'} is not supported by the local storage server.`,
        )
    }
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Nothing this server sends is to be read as anything but its declared type.
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (applyCors(req, res, options.corsOrigins)) return
    try {
      await route(req, res)
    } catch (error) {
      if (error instanceof RequestAborted) {
        // The client cut the request off: nothing was stored, and there is nobody to answer.
        res.destroy()
        return
      }
      if (res.headersSent) {
        log('storage server: failed after answering', error)
        res.destroy()
        return
      }
      if (error instanceof HttpError) {
        sendError(res, error.status, error.message, error.closeConnection)
        return
      }
      log('storage server: unexpected error', error)
      sendError(res, 500, 'The local storage server failed; see its log.')
    }
  }
}
