// Reading request bodies with a size cap and writing the JSON error bodies Cloud Storage answers with.
import type { IncomingMessage, ServerResponse } from 'node:http'

export type BodyResult = { complete: true; data: Buffer } | { complete: false; receivedAtLeast: number }

/** The client went away before its request body ended (a cut-off upload). */
export class RequestAborted extends Error {
  override name = 'RequestAborted'
}

/**
 * Reads the whole body, or stops as soon as it exceeds `maxBytes` (then `complete` is false and the
 * caller answers and closes the connection: an oversized upload is cut off, not buffered).
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    let settled = false
    const finish = (result: BodyResult | Error) => {
      if (settled) return
      settled = true
      req.off('data', onData)
      if (result instanceof Error) reject(result)
      else resolve(result)
    }
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength
      if (received > maxBytes) {
        req.pause()
        finish({ complete: false, receivedAtLeast: received })
        return
      }
      chunks.push(chunk)
    }
    req.on('data', onData)
    req.once('end', () => finish({ complete: true, data: Buffer.concat(chunks, received) }))
    req.once('error', () => finish(new RequestAborted('the request body was cut off')))
    req.once('close', () => {
      if (!req.complete) finish(new RequestAborted('the request body was cut off'))
    })
  })
}

export interface ErrorBody {
  error: { code: number; message: string }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

export function sendError(res: ServerResponse, status: number, message: string, closeAfter = false): void {
  const body: ErrorBody = { error: { code: status, message } }
  sendJson(res, status, body, closeAfter ? { Connection: 'close' } : {})
  // The rest of an over-size body is not wanted: close instead of reading megabytes to throw away.
  if (closeAfter) res.once('finish', () => res.req.socket.destroy())
}
