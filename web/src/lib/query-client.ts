// Server state: one TanStack Query client caches, deduplicates and retries every /api read; mutations
// invalidate the keys they change. Each endpoint's module holds its fetcher, key and hook (features/*/api);
// this holds the defaults they share. Client state (the session) stays in zustand.
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** A read is tried this many times more after a failure that may pass (the network, a 5xx). */
const READ_RETRIES = 2

/**
 * Whether a failed read is worth another try: a dropped connection or a server error may pass on a
 * traveller's patchy network; a 4xx (not found, not allowed, bad filter) answers the same every time.
 * Only reads (GET, idempotent) retry: a mutation is never sent twice behind the user's back.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < READ_RETRIES
}

/** How long an answer counts as fresh (not asked again when a screen shows it) unless a query says otherwise. */
export const DEFAULT_STALE_MS = 30_000

export interface QueryClientOptions {
  /** false in screen tests: a failure shows at once instead of after the retries' back-off */
  retry?: boolean
}

export function createQueryClient({ retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetryRead : false,
        staleTime: DEFAULT_STALE_MS,
        // Off on purpose: a traveller switching between a navigation app and this site on a metered
        // connection would otherwise reload every list shown at each switch. Lists refresh when shown
        // again (stale ones), after the reader's own changes (invalidation) and when the connection returns.
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        // Ask even when the browser says it is offline: the reader then sees "the server cannot be
        // reached" (as before this layer) instead of a spinner that waits for a connection.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

/**
 * The first parts of the key of every query whose answer depends on who asks (the signed-in user's
 * wishlist). Signing out or switching accounts removes them all at once (`USER_SCOPE`), so nothing of one
 * user is shown to the next one in the same tab.
 */
export const USER_SCOPE = ['user'] as const
export const userScope = (userId: string) => [...USER_SCOPE, userId] as const
