// Reads the API directly, to know what the screens should show and to check what a journey saved.
import {
  eventsQueryString,
  type EventDto,
  type EventsQuery,
  type Language,
  type WishlistItemDto,
} from '@travel/domain'
import type { E2eEnvironment } from './environment'

async function getJson<T>(url: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {})
  return { status: response.status, body: (await response.json()) as T }
}

/**
 * Every event matching the filter, newest first, following the pages to the end, each in `language`'s
 * version (English, as a screen in English shows them, unless asked otherwise).
 */
export async function listEvents(
  env: E2eEnvironment,
  filter: Omit<Partial<EventsQuery>, 'limit' | 'cursor'> = {},
  language: Language = 'en',
): Promise<EventDto[]> {
  const events: EventDto[] = []
  let cursor: string | undefined
  do {
    const { status, body } = await getJson<{ data: EventDto[]; nextCursor: string | null }>(
      `${env.apiUrl}/api/events${eventsQueryString({ ...filter, limit: 100, ...(cursor ? { cursor } : {}) })}&lang=${language}`,
    )
    if (status !== 200) throw new Error(`GET /api/events answered ${status}`)
    events.push(...body.data)
    cursor = body.nextCursor ?? undefined
  } while (cursor)
  return events
}

export async function eventStatus(env: E2eEnvironment, id: string): Promise<number> {
  return (await getJson(`${env.apiUrl}/api/events/${encodeURIComponent(id)}`)).status
}

export async function wishlistOf(
  env: E2eEnvironment,
  userId: string,
  token: string,
): Promise<WishlistItemDto[]> {
  const { status, body } = await getJson<{ data: WishlistItemDto[] }>(
    `${env.apiUrl}/api/wishlist/${encodeURIComponent(userId)}`,
    token,
  )
  if (status !== 200) throw new Error(`GET /api/wishlist/${userId} answered ${status}`)
  return body.data
}

/** Signs in with the Auth emulator's REST API (what the SDK does) and returns the ID token and uid. */
export async function emulatorSignIn(
  env: E2eEnvironment,
  email: string,
  password: string,
): Promise<{ status: number; idToken?: string; uid?: string; error?: string }> {
  const response = await fetch(
    `http://${env.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  const body = (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } }
  return {
    status: response.status,
    ...(body.idToken ? { idToken: body.idToken } : {}),
    ...(body.localId ? { uid: body.localId } : {}),
    ...(body.error ? { error: body.error.message } : {}),
  }
}
