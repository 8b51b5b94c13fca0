// Which fields of the profile form changed, checked with the API's own rules (domain updateUserSchema),
// so the form says what is wrong before anything is sent. All fields are optional (docs/api.md).
import { updateUserSchema, type UserDto, type ValidationKey } from '@travel/domain'
import type { ProfileChanges } from '../api/account'

export interface ProfileFormValues {
  username: string
  email: string
  password: string
  profilePicture: string | null
}

export type ProfileCheck =
  | { ok: true; changes: ProfileChanges }
  | { ok: false; fields: Partial<Record<keyof ProfileChanges, ValidationKey>>; nothing?: boolean }

function changedFields(user: UserDto, values: ProfileFormValues): ProfileChanges {
  const changes: ProfileChanges = {}
  const username = values.username.trim()
  const email = values.email.trim()
  if (username !== user.username) changes.username = username
  if (email.toLowerCase() !== user.email.toLowerCase()) changes.email = email
  if (values.password !== '') changes.password = values.password
  if (values.profilePicture && values.profilePicture !== user.profilePicture)
    changes.profilePicture = values.profilePicture
  return changes
}

interface YupLikeError {
  inner?: { path?: string; message: string }[]
  path?: string
  message: string
}

export function checkProfile(user: UserDto, values: ProfileFormValues): ProfileCheck {
  const changes = changedFields(user, values)
  if (Object.keys(changes).length === 0) return { ok: false, fields: {}, nothing: true }
  // A cleared username or e-mail is not "leave it" here: the user emptied a filled field.
  const fields: Partial<Record<keyof ProfileChanges, ValidationKey>> = {}
  if (changes.username === '') fields.username = 'required'
  if (changes.email === '') fields.email = 'required'
  try {
    updateUserSchema.validateSync(changes, { abortEarly: false })
  } catch (error) {
    const e = error as YupLikeError
    for (const item of e.inner?.length ? e.inner : [e]) {
      const key = item.path as keyof ProfileChanges | undefined
      if (key && !(key in fields)) fields[key] = item.message as ValidationKey
    }
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return { ok: true, changes }
}
