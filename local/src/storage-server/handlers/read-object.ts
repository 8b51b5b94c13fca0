// GET /v0/b/{bucket}/o/{path}: the object's metadata (getMetadata, getDownloadURL) or, with alt=media, its
// bytes (getBytes, a download link), whole or a byte range.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { decideRead, isImageContentType, routeFileDisposition } from '@travel/domain'
import { HttpError } from '../http-error'
import { sendJson } from '../http-io'
import { lastSegment, toResource } from '../object-resource'
import { header } from '../request-headers'
import { allowCaller, type StorageContext } from './context'

export async function readObject(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  await allowCaller(context, req, (uid) => decideRead(path, uid))
  const object = await context.store.get(path)
  if (!object) throw new HttpError(404, `Object '${path}' does not exist.`)
  if (query.get('alt') !== 'media') {
    sendJson(res, 200, toResource(object))
    return
  }
  const token = query.get('token')
  if (token !== null && !object.downloadTokens.split(',').includes(token))
    throw new HttpError(403, 'The download token of this link is not valid (the file was replaced).')
  const data = await context.store.read(object)
  // Images are shown; anything else (route files) is saved, whatever disposition it was stored with, so
  // no stored file can be opened as a page that runs script.
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
