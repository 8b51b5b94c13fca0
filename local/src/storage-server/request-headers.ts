// Reading the request headers the SDK's protocol relies on (X-Goog-Upload-*, Range, Content-Type).
import type { IncomingMessage } from 'node:http'

/** The header's value; a repeated header counts by its first value. */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

/** A header or parameter that must be a count of bytes: undefined unless it is all digits and exact. */
export function wholeNumber(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text.trim())) return undefined
  const n = Number(text.trim())
  return Number.isSafeInteger(n) ? n : undefined
}
