// The vehicle a traveller keeps on their profile for the next trips (POST /api/user/update/:id with only
// `vehicle`); the profile the answer brings replaces the signed-in one, so the next "New trip" starts with it.
import type { ApiSuccess, UserDto, Vehicle } from '@travel/domain'
import { api } from '@/lib/api-client'
import { userActions } from '@/stores/root-store'

export async function keepVehicle(userId: string, vehicle: Vehicle): Promise<void> {
  const res = await api.post<ApiSuccess<UserDto>>(`/user/update/${encodeURIComponent(userId)}`, { vehicle })
  userActions.success(res.data)
}
