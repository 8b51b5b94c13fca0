// The answers a page needs, fetched on the server before it renders (docs/rendering.md): a first render
// records which queries the screens ask for, and this fills those PageData can answer under the browser
// hooks' own keys and shapes, so the hydrated page asks for nothing. Anything else the browser asks for.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import type { PageData } from '@travel/domain'
import { eventKeys } from '@/features/events/api/event-keys'
import type { EventsFilter } from '@/features/events/api/events-filter'
import { eventsPageQuery } from '@/features/event-list/api/get-events'
import { sharedListKey } from '@/features/wishlist/api/get-shared-list'
import { ApiError } from '@/lib/api-client'

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part)

/**
 * A query filled with what the server read, or failed as the API client fails a 404: the screen shows
 * its "not found" (and the page is a 404).
 */
function prefetchFound<T>(
  client: QueryClient,
  queryKey: QueryKey,
  read: () => Promise<T | null>,
  code: string,
  notFoundMessage: string,
): Promise<void> {
  return client.prefetchQuery({
    queryKey,
    queryFn: async () => {
      const found = await read()
      if (!found) throw new ApiError(404, code, notFoundMessage)
      return found
    },
  })
}

function fill(client: QueryClient, query: Query, data: PageData, notFoundMessage: string): Promise<void> {
  const { queryKey } = query
  if (startsWith(queryKey, eventKeys.lists()) && queryKey.length === 3) {
    const filter = queryKey[2] as EventsFilter
    return client.prefetchInfiniteQuery({
      queryKey,
      initialPageParam: undefined as string | undefined,
      queryFn: () => data.listEvents(eventsPageQuery(filter).replace(/^\?/, '')),
    })
  }
  if (startsWith(queryKey, eventKeys.details()) && queryKey.length === 3) {
    const id = String(queryKey[2])
    return prefetchFound(client, queryKey, () => data.getEvent(id), 'not_found', notFoundMessage)
  }
  if (queryKey[0] === sharedListKey('')[0] && queryKey.length === 2) {
    const token = String(queryKey[1])
    // the screen says the list is not shared
    return prefetchFound(
      client,
      queryKey,
      () => data.getSharedList(token),
      'shared_list_not_found',
      notFoundMessage,
    )
  }
  return Promise.resolve()
}

/**
 * Fills every query the first render asked for that PageData can answer. A failure of PageData (the store
 * is down) rejects: the page is then the server's error page, not a page of spinners.
 */
export async function fillServerQueries(
  client: QueryClient,
  data: PageData,
  notFoundMessage: string,
): Promise<void> {
  const failures: unknown[] = []
  const pending = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending')
  await Promise.all(pending.map((query) => fill(client, query, data, notFoundMessage)))
  for (const query of pending) {
    const error = query.state.error
    if (error && !(error instanceof ApiError && error.status === 404)) failures.push(error)
  }
  if (failures.length) throw failures[0]
}
