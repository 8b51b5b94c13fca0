// GET /api/user: the profile as the server has it now. The moderation screen asks for it when the stored
// profile does not say the user moderates: the role may have been given since they signed in.
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ApiSuccess, UserDto } from '@travel/domain'
import { api } from '@/lib/api-client'
import { userActions } from '@/stores/root-store'
import { moderationKeys } from './moderation-keys'

async function getProfile(): Promise<UserDto> {
  const body = await api.get<ApiSuccess<UserDto>>('/user')
  return body.data
}

/** Whether the user moderates: at once from the stored profile, else once the server has answered. */
export function useIsModerator(user: UserDto): boolean | 'pending' | 'error' {
  const stored = user.moderator === true
  const query = useQuery({
    queryKey: moderationKeys.profile(user._id),
    queryFn: getProfile,
    enabled: !stored,
  })
  const fresh = query.data
  useEffect(() => {
    if (fresh?.moderator && !stored) userActions.success({ ...user, moderator: true })
  }, [fresh, stored, user])
  if (stored) return true
  if (query.isError) return 'error'
  if (!fresh) return 'pending'
  return fresh.moderator === true
}
