// The one way the web app calls /api: attaches a fresh ID token, sends the UI language, and turns error
// bodies into an ApiError with a readable message (already in the user's language from the server).
import type { ApiFailure } from '@travel/domain'
import { config } from '@/config/env'
import { auth } from './firebase'
import i18n from '@/i18n'

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

async function authHeader(): Promise<Record<string, string>> {
  const user = auth.currentUser
  if (!user) return {}
  return { Authorization: `Bearer ${await user.getIdToken()}` }
}

/** Calls the API and returns the parsed JSON body of a successful answer. */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'en',
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
    throw new ApiError(0, 'network', i18n.t('common:errors.network'))
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const failure = json as Partial<ApiFailure> | undefined
    throw new ApiError(
      response.status,
      failure?.code ?? 'internal',
      failure?.message ?? i18n.t('common:errors.generic'),
      failure?.fields ?? {},
    )
  }
  return json as T
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
}

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return i18n.t('common:errors.generic')
}
