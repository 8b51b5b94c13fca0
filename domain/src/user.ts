// Profiles and the account requests (docs/data-model.md User).
import { object, string } from 'yup'
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './messages'
import { hasLoneSurrogate } from './text'
import { textField } from './text-schema'
import type { Vehicle } from './trips'
import { vehicleSchema } from './trips-schema'

/** The profile as the API returns it; `favourites` is the set of wishlisted event ids. */
export interface UserDto {
  _id: string
  username: string
  email: string
  profilePicture: string
  favourites: string[]
  /** true when the account may moderate (its current custom claim); absent for everyone else */
  moderator?: true
  /** the vehicle a new trip starts with, when the traveller kept one */
  vehicle?: Vehicle
}

const username = textField({ min: USERNAME_MIN, max: USERNAME_MAX, lengthKey: 'username_length' })
const email = string().trim().lowercase().email('email_invalid').max(254, 'email_invalid')
// Any character may be in a password except what cannot be stored or typed: NUL and broken UTF-16.
const password = string()
  .min(PASSWORD_MIN, 'password_weak')
  .max(128, 'password_weak')
  .test('characters', 'text_invalid', (v) => !v || (!hasLoneSurrogate(v) && !v.includes('\u0000')))

export const signupSchema = object({
  username: username.required('required'),
  email: email.required('required'),
  password: password.required('required'),
}).noUnknown()

/** Google sign-in: the token proves who it is; the body only offers a display name and a photo. */
export const googleSigninSchema = object({
  name: string().trim().max(USERNAME_MAX).optional(),
  email: string().trim().optional(),
  photo: string().trim().url().max(2048).optional(),
}).noUnknown()

/** Every field is optional on change (docs/api.md); an empty string means "leave it". */
export const updateUserSchema = object({
  username: username.optional().transform((v: string | undefined) => (v === '' ? undefined : v)),
  email: email.optional().transform((v: string | undefined) => (v === '' ? undefined : v)),
  password: password.optional().transform((v: string | undefined) => (v === '' ? undefined : v)),
  profilePicture: string().trim().url('file_url_invalid').max(2048).optional(),
  vehicle: vehicleSchema().default(undefined).optional(),
})
  .noUnknown()
  .test('something', 'nothing_to_update', (v) =>
    Object.values(v ?? {}).some((x) => x !== undefined && x !== ''),
  )

/** A username made from an e-mail when nothing better is known (Google without a name). */
export function usernameFromEmail(emailAddress: string): string {
  const local = emailAddress.split('@')[0] ?? 'traveller'
  const cleaned = local.replace(/[^\p{L}\p{N}._-]+/gu, '').slice(0, USERNAME_MAX)
  return cleaned.length >= USERNAME_MIN ? cleaned : `traveller_${cleaned}`.slice(0, USERNAME_MAX)
}
