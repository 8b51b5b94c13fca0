// Which handler answers a request: the admin JSON API (firebase-admin's paths), or the Firebase JS SDK's
// protocol under /v0/b/{bucket}/o, by method, by whether an object is named, and for uploads by
// X-Goog-Upload-Protocol (a resumable upload's later requests carry upload_id instead).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { handleAdminRequest } from './admin-api'
import type { StorageContext } from './handlers/context'
import { deleteObject } from './handlers/delete-object'
import { listObjects } from './handlers/list-objects'
import { multipartUpload } from './handlers/multipart-upload'
import { readObject } from './handlers/read-object'
import { continueResumableUpload } from './handlers/resumable-upload-continue'
import { startResumableUpload } from './handlers/resumable-upload-start'
import { HttpError } from './http-error'
import { sendJson } from './http-io'
import { objectNameProblem } from './object-resource'
import { header } from './request-headers'

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

export async function route(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { bucket } = context
  const url = new URL(req.url ?? '/', 'http://storage.local')
  if (url.pathname === '/' && req.method === 'GET') {
    sendJson(res, 200, { service: 'local storage server', bucket })
    return
  }
  if (await handleAdminRequest(req, res, url, bucket, context.store)) return
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
      if (object === undefined) return listObjects(context, req, res, query)
      return readObject(context, req, res, object, query)
    case 'DELETE':
      if (object === undefined) throw new HttpError(405, 'DELETE needs an object path.')
      return deleteObject(context, req, res, object)
    case 'POST': {
      if (object !== undefined)
        throw new HttpError(405, 'Uploads are POSTed to /v0/b/{bucket}/o?name={path}.')
      const uploadId = query.get('upload_id')
      if (uploadId) return continueResumableUpload(context, req, res, uploadId)
      const protocol = (header(req, 'x-goog-upload-protocol') ?? '').toLowerCase()
      if (protocol === 'multipart') return multipartUpload(context, req, res, query)
      if (protocol === 'resumable') return startResumableUpload(context, req, res, query)
      throw new HttpError(400, 'X-Goog-Upload-Protocol must be multipart or resumable.')
    }
    default:
      throw new HttpError(405, `${req.method ?? 'This method'} is not supported by the local storage server.`)
  }
}
