// The object resource JSON of the Cloud Storage for Firebase REST API: what the SDK turns into
// FullMetadata (bucket, fullPath from `name`, size, contentType, timeCreated, updated, ...) and where it
// finds `downloadTokens` to build download URLs. And the reverse: the writable fields a client uploads.
import type { ObjectFields, StoredObject } from './file-store'

export interface ObjectResource {
  kind: 'storage#object'
  id: string
  name: string
  bucket: string
  generation: string
  metageneration: string
  contentType: string
  storageClass: 'STANDARD'
  size: string
  md5Hash: string
  contentEncoding: string
  contentDisposition: string
  cacheControl?: string
  contentLanguage?: string
  metadata?: Record<string, string>
  timeCreated: string
  updated: string
  etag: string
  downloadTokens: string
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

export function toResource(object: StoredObject): ObjectResource {
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.path}/${object.generation}`,
    name: object.path,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: '1',
    contentType: object.contentType,
    storageClass: 'STANDARD',
    size: String(object.size),
    md5Hash: object.md5Hash,
    contentEncoding: object.contentEncoding ?? 'identity',
    contentDisposition:
      object.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(lastSegment(object.path))}`,
    ...(object.cacheControl ? { cacheControl: object.cacheControl } : {}),
    ...(object.contentLanguage ? { contentLanguage: object.contentLanguage } : {}),
    ...(object.customMetadata ? { metadata: object.customMetadata } : {}),
    timeCreated: object.timeCreated,
    updated: object.updated,
    etag: object.md5Hash,
    downloadTokens: object.downloadTokens,
  }
}

export type UploadMetadata =
  { ok: true; name?: string; fields: ObjectFields } | { ok: false; message: string }

const OPTIONAL_TEXT_FIELDS = [
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
] as const

/**
 * The metadata JSON of an upload (SDK: name, contentType, cacheControl, ..., metadata). Unknown fields
 * are ignored, as Cloud Storage ignores read-only ones; wrong types are a 400, not a crash.
 */
export function parseUploadMetadata(text: string, fallbackContentType: string | undefined): UploadMetadata {
  let json: unknown
  if (text.trim() === '') json = {}
  else {
    try {
      json = JSON.parse(text)
    } catch {
      return { ok: false, message: 'The upload metadata is not valid JSON.' }
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, message: 'The upload metadata must be a JSON object.' }
  const raw = json as Record<string, unknown>
  const fields: ObjectFields = {
    contentType: fallbackContentType || 'application/octet-stream',
  }
  if (raw.contentType !== undefined && raw.contentType !== null) {
    if (typeof raw.contentType !== 'string') return { ok: false, message: 'contentType must be a string.' }
    if (raw.contentType !== '') fields.contentType = raw.contentType
  }
  for (const key of OPTIONAL_TEXT_FIELDS) {
    const value = raw[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string') return { ok: false, message: `${key} must be a string.` }
    fields[key] = value
  }
  if (raw.metadata !== undefined && raw.metadata !== null) {
    if (typeof raw.metadata !== 'object' || Array.isArray(raw.metadata))
      return { ok: false, message: 'metadata must be an object of strings.' }
    const custom: Record<string, string> = {}
    for (const [key, value] of Object.entries(raw.metadata as Record<string, unknown>)) {
      if (typeof value !== 'string') return { ok: false, message: 'metadata must be an object of strings.' }
      custom[key] = value
    }
    fields.customMetadata = custom
  }
  if (raw.name !== undefined && raw.name !== null && typeof raw.name !== 'string')
    return { ok: false, message: 'name must be a string.' }
  return { ok: true, ...(typeof raw.name === 'string' ? { name: raw.name } : {}), fields }
}

/** Object names Cloud Storage accepts: 1-1024 bytes of UTF-8, no control characters, no empty segment. */
export function objectNameProblem(name: string | undefined | null): string | undefined {
  if (!name) return 'The object name is missing.'
  if (Buffer.byteLength(name) > 1024) return 'The object name is longer than 1024 bytes.'
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'The object name contains control characters.'
  if (name.startsWith('/') || name.includes('//')) return 'The object name has an empty folder.'
  if (name.split('/').some((segment) => segment === '.' || segment === '..'))
    return 'The object name contains "." or ".." folders.'
  return undefined
}
