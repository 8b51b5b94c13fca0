// Records to wire shapes (spec.md field names: _id, user {_id, username}, eventID, userID).
import type { EventDto, UserDto, WishlistItemDto } from '@travel/domain'
import type { EventRecord, UserRecord, WishlistRecord } from '../store/store'

export function toEventDto(e: EventRecord): EventDto {
  return {
    _id: e.id,
    title: e.title,
    description: e.description,
    image: e.image,
    thumbnail: e.thumbnail,
    gpxFile: e.gpxFile,
    map: e.map,
    coordinates: e.coordinates,
    access: e.access,
    date: e.date,
    section: e.section,
    country: e.country,
    user: { _id: e.ownerId, username: e.ownerName },
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  }
}

export function toUserDto(u: UserRecord, favourites: string[]): UserDto {
  return {
    _id: u.id,
    username: u.username,
    email: u.email,
    profilePicture: u.profilePicture,
    favourites,
  }
}

/** A wishlist entry joined with its event's current title, image, section and country. */
export function toWishlistItemDto(w: WishlistRecord, e: EventRecord): WishlistItemDto {
  return {
    _id: w.id,
    eventID: w.eventId,
    userID: w.userId,
    title: e.title,
    image: e.image,
    thumbnail: e.thumbnail,
    section: e.section,
    country: e.country,
    addedAt: w.addedAt,
  }
}
