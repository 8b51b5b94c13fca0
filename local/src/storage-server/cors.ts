// The web app (another origin) talks to the storage server from the browser. Besides the usual CORS
// headers the SDK must be allowed to *read* the X-Goog-Upload-* answer headers, or a resumable upload
// fails right after its start request.
import type { IncomingMessage, ServerResponse } from 'node:http'

export const EXPOSED_HEADERS = [
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-GUploader-UploadID',
  'Content-Disposition',
  'Content-Length',
  'Content-Range',
  'ETag',
]

const METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

function allowedOrigin(req: IncomingMessage, origins: readonly string[]): string | undefined {
  const origin = req.headers.origin
  if (!origin) return undefined
  return origins.includes('*') || origins.includes(origin) ? origin : undefined
}

/** Adds the CORS headers for an allowed origin; true when the request was a preflight (answered). */
export function applyCors(req: IncomingMessage, res: ServerResponse, origins: readonly string[]): boolean {
  const origin = allowedOrigin(req, origins)
  res.setHeader('Vary', 'Origin')
  if (origin) {
    res.setHeader('Access-Control-Allow-Origin', origin)
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '))
  }
  if (req.method !== 'OPTIONS') return false
  if (origin) {
    res.setHeader('Access-Control-Allow-Methods', METHODS)
    const requested = req.headers['access-control-request-headers']
    if (requested) res.setHeader('Access-Control-Allow-Headers', requested)
    res.setHeader('Access-Control-Max-Age', '600')
  }
  res.writeHead(204)
  res.end()
  return true
}
