// GET /api/shared-lists/:token: a wishlist shared by a private link, the same for every reader, so its key
// is outside any user's scope and the server renders the page with it (app/rendering/server-queries.ts).
import { useQuery } from '@tanstack/react-query'
import { sharedListApiPath, type ApiSuccess, type SharedListDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { readState, type ReadState } from '@/lib/read-state'

export const sharedListKey = (token: string) => ['shared-list', token] as const

export async function getSharedList(token: string): Promise<SharedListDto> {
  const body = await api.get<ApiSuccess<SharedListDto>>(sharedListApiPath(token))
  return body.data
}

export type SharedListState = ReadState<'list', SharedListDto>

export function useSharedList(token: string): SharedListState {
  const { data, error } = useQuery({ queryKey: sharedListKey(token), queryFn: () => getSharedList(token) })
  return readState('list', data, error)
}
