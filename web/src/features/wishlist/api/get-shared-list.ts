// GET /api/shared-lists/:token: a wishlist shared by a private link, the same for every reader, so its key
// is outside any user's scope and the server renders the page with it (app/rendering/server-queries.ts).
import { useQuery } from '@tanstack/react-query'
import { sharedListApiPath, type ApiSuccess, type SharedListDto } from '@travel/domain'
import { ApiError, api, errorMessage } from '@/lib/api-client'

export const sharedListKey = (token: string) => ['shared-list', token] as const

export async function getSharedList(token: string): Promise<SharedListDto> {
  const body = await api.get<ApiSuccess<SharedListDto>>(sharedListApiPath(token))
  return body.data
}

export type SharedListState =
  | { status: 'loading' }
  | { status: 'success'; list: SharedListDto }
  | { status: 'not-found' }
  | { status: 'error'; error: string }

export function useSharedList(token: string): SharedListState {
  const { data, error } = useQuery({ queryKey: sharedListKey(token), queryFn: () => getSharedList(token) })
  // Turned off or renewed since it was shown: gone, even though a copy is cached.
  if (error instanceof ApiError && error.status === 404) return { status: 'not-found' }
  if (data) return { status: 'success', list: data }
  if (error) return { status: 'error', error: errorMessage(error) }
  return { status: 'loading' }
}
