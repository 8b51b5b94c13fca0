// The one way the web app calls /api: attaches a fresh ID token, sends the UI language, and turns error
// bodies into an ApiError with a readable message (already in the user's language from the server).
import type { ApiFailure } from '@travel/domain'
import { config } from '@/config/env'
import i18n, { currentLanguage } from '@/i18n'
import { useRootStore } from '@/stores/root-store'
import { reportRequestFailed } from './connectivity'
import { isFirebaseLoaded } from './firebase-loaded'
import { saveFile } from './save-file'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * An error body of docs/api.md becomes an ApiError with its message (already in the user's language).
 * Anything else (a proxy's HTML page, an empty 502) becomes the generic message, never raw markup.
 */
function failureToError(status: number, json: unknown): ApiError {
  const failure: Partial<ApiFailure> = isRecord(json) ? (json as Partial<ApiFailure>) : {}
  const message =
    typeof failure.message === 'string' && failure.message.trim() !== ''
      ? failure.message
      : i18n.t('common:errors.generic')
  const fields = isRecord(failure.fields) ? (failure.fields as Record<string, string>) : {}
  const code = typeof failure.code === 'string' ? failure.code : 'internal'
  return new ApiError(status, code, message, fields)
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

async function authHeader(): Promise<Record<string, string>> {
  // A visitor has no token to send and does not load Firebase for nothing; a stored user, or a sign-in
  // in progress (Firebase already loaded by that screen), does.
  if (!useRootStore.getState().user.currentUser && !isFirebaseLoaded()) return {}
  const { auth } = await import('./firebase')
  // Right after a page load Firebase is still restoring the session; a call made then (e.g. the
  // wishlist) must wait for it, or it would go out without the token.
  await auth.authStateReady()
  const user = auth.currentUser
  if (!user) return {}
  return { Authorization: `Bearer ${await user.getIdToken()}` }
}

/** Calls the API and returns the parsed JSON body of a successful answer. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await apiExchange<T>(method, path, body)).body
}

/** As apiRequest, with the answer's status (a 201 created against a 200 that replaced). */
export async function apiExchange<T>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...(await authHeader()),
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(`${config.apiBase}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    reportRequestFailed()
    throw new ApiError(0, 'network', i18n.t('common:errors.network'))
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok || !isRecord(json) || json.success === false) {
    throw failureToError(response.status, json)
  }
  return { status: response.status, body: json as T }
}

/** The file name of a Content-Disposition header (`attachment; filename="x.gpx"`), if it names one. */
function attachmentName(header: string | null): string | undefined {
  return /filename="([^"/\\]+)"/.exec(header ?? '')?.[1]
}

/** The body as a Blob, telling `onProgress` the bytes received so far as they arrive. */
async function blobWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Blob> {
  if (!response.body) return response.blob()
  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value)
    received += read.value.byteLength
    onProgress(received)
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' })
}

/**
 * Fetches a file the API answers to the signed-in user (a GPS export of the wishlist, the user's data)
 * and saves it under the name the API gives it: a plain link cannot send the ID token. Refusals throw an
 * ApiError; `onProgress` hears the bytes received, for a file that takes a while.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  onProgress?: (bytes: number) => void,
): Promise<void> {
  const headers = { 'Accept-Language': currentLanguage(), ...(await authHeader()) }
  let response: Response
  try {
    response = await fetch(`${config.apiBase}/api${path}`, { headers })
  } catch {
    reportRequestFailed()
    throw new ApiError(0, 'network', i18n.t('common:errors.network'))
  }
  if (!response.ok) throw failureToError(response.status, await response.json().catch(() => undefined))
  const blob = onProgress ? await blobWithProgress(response, onProgress) : await response.blob()
  saveFile(blob, attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName)
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return i18n.t('common:errors.generic')
}
