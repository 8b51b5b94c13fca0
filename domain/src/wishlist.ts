// Wishlist items (docs/data-model.md), joined by the API with the event's current title, image, section, country.
import { object, string } from 'yup'
import type { Country } from './countries'
import type { Section } from './sections'

export interface WishlistItemDto {
  _id: string
  eventID: string
  userID: string
  title: string
  image: string
  thumbnail: string | null
  section: Section
  country: Country
  addedAt: string
}

/** POST /api/wishlist: only the event id matters; title/image/... are read from the event itself. */
export const addWishlistSchema = object({
  eventID: string().trim().required('event_id_required'),
})

/** Document id of a wishlist entry: one per user and event, which makes adding idempotent. */
export function wishlistItemId(userId: string, eventId: string): string {
  return `${userId}_${eventId}`
}
