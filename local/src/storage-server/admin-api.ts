// The part of the Cloud Storage JSON API that firebase-admin uses against an emulator (exists, download,
// delete a folder) at /b/{bucket}/o/{object}, with admin rights as on the official Storage emulator; the
// browser SDK never uses these paths (docs/local-stack.md).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { LocalFileStore, StoredObject } from './file-store'
import { HttpError } from './http-error'
import { sendJson } from './http-io'
import { objectNameProblem } from './object-resource'

const ADMIN_PATH = /^\/b\/([^/]+)\/o(?:\/(.+))?$/

/** The object resource of the JSON API (what `file.getMetadata()` and `file.exists()` read). */
function adminResource(object: StoredObject) {
  return {
    kind: 'storage#object',
    name: object.path,
    bucket: object.bucket,
    generation: object.generation,
    size: String(object.size),
    contentType: object.contentType,
    md5Hash: object.md5Hash,
    timeCreated: object.timeCreated,
    updated: object.updated,
    ...(object.contentDisposition ? { contentDisposition: object.contentDisposition } : {}),
    metadata: { firebaseStorageDownloadTokens: object.downloadTokens },
  }
}

function decoded(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    throw new HttpError(400, 'The object name is not valid percent-encoding.')
  }
}

/** True when the request was for the admin API (and has been answered). */
export async function handleAdminRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  store: LocalFileStore,
): Promise<boolean> {
  const match = ADMIN_PATH.exec(url.pathname)
  if (!match?.[1]) return false
  if (decoded(match[1]) !== bucket)
    throw new HttpError(
      404,
      `Bucket '${decoded(match[1])}' does not exist here; the local bucket is '${bucket}'.`,
    )
  const path = match[2] === undefined ? undefined : decoded(match[2])
  if (path !== undefined) {
    const problem = objectNameProblem(path)
    if (problem) throw new HttpError(400, problem)
  }

  if (path === undefined) {
    if (req.method !== 'GET') throw new HttpError(405, 'Only listing (GET) is supported on /b/{bucket}/o.')
    // deleteFiles({ prefix }) lists a folder, then deletes each file: one page holds them all here.
    const objects = await store.list(url.searchParams.get('prefix') ?? '')
    sendJson(res, 200, { kind: 'storage#objects', items: objects.map(adminResource) })
    return true
  }
  const object = await store.get(path)
  switch (req.method) {
    case 'GET': {
      if (!object) throw new HttpError(404, `No such object: ${bucket}/${path}`)
      if (url.searchParams.get('alt') !== 'media') {
        sendJson(res, 200, adminResource(object))
        return true
      }
      const data = await store.read(object)
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': data.byteLength })
      res.end(data)
      return true
    }
    case 'DELETE':
      if (!object || !(await store.delete(path)))
        throw new HttpError(404, `No such object: ${bucket}/${path}`)
      res.writeHead(204)
      res.end()
      return true
    default:
      throw new HttpError(405, `${req.method ?? 'This method'} is not supported on /b/{bucket}/o/{object}.`)
  }
}
