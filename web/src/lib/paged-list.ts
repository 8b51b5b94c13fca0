// A list the API hands out a page at a time (`?cursor=`, each page naming the next one's cursor, null on
// the last), loaded as one infinite query whose pages' items read as one list.
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import type { ApiSuccess } from '@travel/domain'
import { api } from '@/lib/api-client'

interface Page {
  next: string | null
}

export interface PagedListOptions<P extends Page, Item> {
  queryKey: QueryKey
  /** The API path below /api, without the cursor. */
  path: string
  items: (page: P) => Item[]
  enabled?: boolean
}

async function getPage<P extends Page>(path: string, cursor: string | null): Promise<P> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''
  const body = await api.get<ApiSuccess<P>>(`${path}${query}`)
  return body.data
}

export function usePagedList<P extends Page, Item>({
  queryKey,
  path,
  items,
  enabled,
}: PagedListOptions<P, Item>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => getPage<P>(path, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled,
  })
  const all: Item[] = query.data?.pages.flatMap(items) ?? []
  return { ...query, items: all }
}
