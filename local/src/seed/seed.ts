// Fills an empty local stack with a living community: users with pictures, events with photos (GPX tracks
// for routes and itineraries), check-ins, wishlists, suggested edits and a duplicate claim, all through the
// real services (Auth emulator, storage server, API), so the data is what users would create.
import {
  GPX_CONTENT_TYPE,
  checkinPhotoPath,
  eventFilePath,
  profilePicturePath,
  storageFileName,
  type CheckinPayload,
  type CheckinSavedDto,
  type EventDto,
  type EventPayload,
  type SuggestionDto,
  type UserDto,
  type WishlistItemDto,
} from '@travel/domain'
import type { Services } from '@travel/functions/services'
import { DEMO_CHECKINS, demoVisitDate, type DemoCheckin } from './demo-checkins'
import { DEMO_SUGGESTIONS, type DemoSuggestion } from './demo-suggestions'
import { DEMO_DUPLICATES } from './demo-duplicates'
import { DEMO_AMENITIES } from './demo-amenities'
import { DEMO_EVENTS, DEMO_WISHLISTS, demoDate, type DemoEvent } from './demo-events'
import { DEMO_TRANSLATIONS } from './demo-translations'
import { DEMO_MODERATOR, DEMO_USERS, type DemoUser, type DemoUserKey } from './demo-users'
import { generateTrack, trackToGpx } from './gpx-track'
import { cachedLandscapeJpegs } from './photo-cache'
import { callApi, UserSession, type StackEndpoints } from './seed-client'
import { createDemoTrips } from './seed-trips'

export { DEMO_CHECKINS, demoVisitDate } from './demo-checkins'
export { DEMO_EVENTS, DEMO_WISHLISTS } from './demo-events'
export { DEMO_TRIPS } from './demo-trips'
export { DEMO_PASSWORD, DEMO_USERS, demoSignInLines } from './demo-users'
export type { StackEndpoints } from './seed-client'

export interface SeedReport {
  users: number
  events: number
  tracks: number
  checkins: number
  wishlistItems: number
  /** the demo trips (demo-trips.ts) */
  trips: number
  /** total bytes of the uploaded photos, thumbnails, tracks and profile pictures */
  uploadedBytes: number
  ms: number
}

/** What the seed has done so far, for a progress line (it takes most of a minute on a cold cache). */
export interface SeedProgress {
  accounts: { done: number; total: number }
  events: { done: number; total: number }
  checkins: { done: number; total: number }
  /** photos drawn now, and read from the cache of earlier runs */
  photos: { drawn: number; cached: number }
  wishlist: { done: number; total: number }
}

const PHOTO_SIZE = { width: 800, height: 533 }
const AVATAR_SIZE = { width: 256, height: 256 }
/** smaller than an event's: a check-in's photos show as thumbnails in its list */
const CHECKIN_PHOTO_SIZE = { width: 640, height: 427 }
/** Events prepared at once: enough to overlap drawing (CPU) with uploads and API calls (I/O). */
const CONCURRENCY = 3

interface SeededUser {
  demo: DemoUser
  profile: UserDto
  session: UserSession
}

/** A suggestions service whose clock reads `at` (the local API server's): a demo suggestion sent earlier. */
export type SuggestionsAt = (at: Date) => Pick<Services['suggestions'], 'suggest'>

export async function seedDemoContent(
  endpoints: StackEndpoints,
  {
    today = new Date(),
    onProgress,
    suggestionsAt,
  }: {
    today?: Date
    onProgress?: (progress: SeedProgress) => void
    /** without it a demo suggestion dated earlier is sent today, and waits for its author only */
    suggestionsAt?: SuggestionsAt
  } = {},
): Promise<SeedReport> {
  const started = performance.now()
  let uploadedBytes = 0
  const sessions: UserSession[] = []
  const progress: SeedProgress = {
    accounts: { done: 0, total: DEMO_USERS.length },
    events: { done: 0, total: DEMO_EVENTS.length },
    checkins: { done: 0, total: DEMO_CHECKINS.length },
    photos: { drawn: 0, cached: 0 },
    wishlist: { done: 0, total: Object.values(DEMO_WISHLISTS).flat().length },
  }
  const report = () => onProgress?.(structuredClone(progress))
  const notePhoto = (drawn: boolean) => {
    if (drawn) progress.photos.drawn++
    else progress.photos.cached++
  }
  report()
  try {
    const users = new Map<DemoUserKey, SeededUser>()
    const created = DEMO_USERS.map(async (demo) => {
      const seeded = await createUser(endpoints, demo)
      notePhoto(seeded.photoDrawn)
      progress.accounts.done++
      report()
      return seeded
    })
    for (const seeded of await Promise.all(created)) {
      sessions.push(seeded.session)
      users.set(seeded.demo.key, seeded)
      uploadedBytes += seeded.avatarBytes
    }

    await createModerator(endpoints)

    const eventIds = new Map<string, string>()
    let tracks = 0
    await inPool(DEMO_EVENTS, CONCURRENCY, async (event) => {
      const owner = users.get(event.author)
      if (!owner) throw new Error(`demo event ${event.key} has an unknown author ${event.author}`)
      const created = await createEvent(endpoints, owner.session, event, today)
      eventIds.set(event.key, created.event._id)
      uploadedBytes += created.bytes
      if (created.event.gpxFile) tracks++
      notePhoto(created.photoDrawn)
      progress.events.done++
      report()
    })

    await inPool(DEMO_CHECKINS, CONCURRENCY, async (checkin) => {
      const visitor = users.get(checkin.by)
      if (!visitor) throw new Error(`a demo check-in on ${checkin.event} has an unknown author ${checkin.by}`)
      const eventId = eventIds.get(checkin.event)
      if (!eventId) throw new Error(`a demo check-in names an unknown demo event ${checkin.event}`)
      const created = await createCheckin(endpoints, visitor.session, checkin, eventId, today)
      uploadedBytes += created.bytes
      if (created.photoDrawn !== null) notePhoto(created.photoDrawn)
      progress.checkins.done++
      report()
    })

    let wishlistItems = 0
    for (const [key, eventKeys] of Object.entries(DEMO_WISHLISTS) as [DemoUserKey, readonly string[]][]) {
      const user = users.get(key)
      if (!user) continue
      const token = await user.session.idToken()
      for (const eventKey of eventKeys) {
        const eventID = eventIds.get(eventKey)
        if (!eventID) throw new Error(`wishlist of ${key} names an unknown demo event ${eventKey}`)
        await callApi<WishlistItemDto>(endpoints, 'POST', '/api/wishlist', { body: { eventID }, token })
        wishlistItems++
        progress.wishlist.done++
        report()
      }
    }

    for (const suggestion of DEMO_SUGGESTIONS)
      await createSuggestion(endpoints, users, eventIds, suggestion, today, suggestionsAt)
    for (const claim of DEMO_DUPLICATES) {
      const [eventId, otherId, by] = [
        eventIds.get(claim.event),
        eventIds.get(claim.other),
        users.get(claim.by),
      ]
      if (!eventId || !otherId || !by)
        throw new Error(`a demo duplicate names an unknown event: ${claim.event}`)
      await callApi(endpoints, 'POST', `/api/events/${eventId}/duplicates`, {
        body: { otherId, reason: claim.reason },
        token: await by.session.idToken(),
      })
    }

    const byKey = new Map([...users].map(([key, user]) => [key, user.session]))
    const trips = await createDemoTrips(endpoints, byKey, eventIds, today)

    return {
      users: users.size,
      events: eventIds.size,
      tracks,
      checkins: progress.checkins.done,
      wishlistItems,
      trips,
      uploadedBytes,
      ms: Math.round(performance.now() - started),
    }
  } finally {
    await Promise.all(sessions.map((s) => s.close().catch(() => undefined)))
  }
}

/**
 * The demo moderator: signed up through the API like everyone, then given the claim through the Auth
 * emulator's admin API (the local stand-in for `npm run moderator -- grant`).
 */
async function createModerator(endpoints: StackEndpoints): Promise<void> {
  const { username, email, password } = DEMO_MODERATOR
  const profile = await callApi<UserDto>(endpoints, 'POST', '/api/auth/signup', {
    body: { username, email, password },
  })
  const url = `http://${endpoints.authHost}/identitytoolkit.googleapis.com/v1/projects/${endpoints.projectId}/accounts:update`
  const res = await fetch(url, {
    method: 'POST',
    // the Auth emulator takes "owner" as an admin's credentials
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: profile._id, customAttributes: JSON.stringify({ moderator: true }) }),
  })
  if (!res.ok) throw new Error(`granting the demo moderator failed: ${res.status} ${await res.text()}`)
}

async function createUser(
  endpoints: StackEndpoints,
  demo: DemoUser,
): Promise<SeededUser & { avatarBytes: number; photoDrawn: boolean }> {
  await callApi<UserDto>(endpoints, 'POST', '/api/auth/signup', {
    body: { username: demo.username, email: demo.email, password: demo.password },
  })
  const session = await UserSession.signIn(endpoints, demo.email, demo.password)
  try {
    const { photo, drawn } = cachedLandscapeJpegs(demo.avatar, `avatar-${demo.key}`, AVATAR_SIZE)
    const url = await session.upload(
      profilePicturePath(session.uid, storageFileName(`${demo.key}.jpg`)),
      photo,
      'image/jpeg',
    )
    const profile = await callApi<UserDto>(endpoints, 'POST', `/api/user/update/${session.uid}`, {
      body: { profilePicture: url },
      token: await session.idToken(),
    })
    return { demo, profile, session, avatarBytes: photo.length, photoDrawn: drawn }
  } catch (error) {
    await session.close()
    throw error
  }
}

async function createEvent(
  endpoints: StackEndpoints,
  session: UserSession,
  event: DemoEvent,
  today: Date,
): Promise<{ event: EventDto; bytes: number; photoDrawn: boolean }> {
  const date = demoDate(event.when, today)
  const { photo, thumbnail, drawn } = cachedLandscapeJpegs(event.scene, event.key, PHOTO_SIZE)
  const path = (name: string) => eventFilePath(session.uid, storageFileName(name))
  const gpx = event.track
    ? trackToGpx(
        event.title,
        generateTrack(
          { ...event.track, name: event.title, start: event.at, startTime: new Date(`${date}T07:30:00Z`) },
          event.key,
        ),
      )
    : undefined
  const gpxBytes = gpx ? new TextEncoder().encode(gpx) : undefined

  const [image, thumbnailUrl, gpxFile] = await Promise.all([
    session.upload(path(`${event.key}.jpg`), photo, 'image/jpeg'),
    session.upload(path(`${event.key}-thumbnail.jpg`), thumbnail, 'image/jpeg'),
    gpxBytes ? session.upload(path(`${event.key}.gpx`), gpxBytes, GPX_CONTENT_TYPE) : Promise.resolve(null),
  ])
  const takesCoordinates = event.section.main !== 'route' && event.section.main !== 'itinerary'
  const payload: EventPayload = {
    title: event.title,
    description: event.description,
    // Jana and Marek write in Slovak, Tom in English; most events come with the other version too
    writtenIn: event.author === 'tom' ? 'en' : 'sk',
    translation: DEMO_TRANSLATIONS[event.key] ?? null,
    image,
    thumbnail: thumbnailUrl,
    gpxFile,
    map: event.map ?? null,
    coordinates: takesCoordinates ? [event.at[0], event.at[1]] : [],
    access: event.access,
    date,
    section: event.section,
    country: event.country,
    amenities: DEMO_AMENITIES[event.key] ?? null,
  }
  const created = await callApi<EventDto>(endpoints, 'POST', '/api/events', {
    body: payload,
    token: await session.idToken(),
  })
  return {
    event: created,
    bytes: photo.length + thumbnail.length + (gpxBytes?.length ?? 0),
    photoDrawn: drawn,
  }
}

/**
 * Checks in like the web app's dialog: the photo uploaded to the visitor's check-ins folder, then the
 * POST, which replaces that visitor's check-in of that day on the event (so a second run adds nothing).
 */
async function createCheckin(
  endpoints: StackEndpoints,
  session: UserSession,
  checkin: DemoCheckin,
  eventId: string,
  today: Date,
): Promise<{ saved: CheckinSavedDto; bytes: number; photoDrawn: boolean | null }> {
  const visitDate = demoVisitDate(checkin.daysAgo, today)
  let bytes = 0
  let photoDrawn: boolean | null = null
  const photos: string[] = []
  if (checkin.photo) {
    const name = `${checkin.event}-${checkin.by}-${visitDate}`
    const { photo, drawn } = cachedLandscapeJpegs(checkin.photo, name, CHECKIN_PHOTO_SIZE)
    photos.push(
      await session.upload(
        checkinPhotoPath(session.uid, storageFileName(`${name}.jpg`)),
        photo,
        'image/jpeg',
      ),
    )
    bytes += photo.length
    photoDrawn = drawn
  }
  const payload: CheckinPayload = {
    visitDate,
    state: checkin.state,
    rating: checkin.rating,
    text: checkin.text,
    photos,
    access: checkin.access,
    ...(checkin.facts ? { facts: checkin.facts } : {}),
  }
  const saved = await callApi<CheckinSavedDto>(endpoints, 'POST', `/api/events/${eventId}/checkins`, {
    body: payload,
    token: await session.idToken(),
  })
  return { saved, bytes, photoDrawn }
}

/** Runs `task` over `items` with at most `size` running at once; the first failure stops the rest. */
async function inPool<T>(items: readonly T[], size: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T
      try {
        await task(item)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
}

/** A demo suggestion sent by its traveller and, when it has one, decided by the event's author. */
async function createSuggestion(
  endpoints: StackEndpoints,
  users: Map<DemoUserKey, SeededUser>,
  eventIds: Map<string, string>,
  demo: DemoSuggestion,
  today: Date,
  suggestionsAt: SuggestionsAt | undefined,
): Promise<void> {
  const eventId = eventIds.get(demo.event)
  const by = users.get(demo.by)
  const author = DEMO_EVENTS.find((e) => e.key === demo.event)?.author
  const owner = author ? users.get(author) : undefined
  if (!eventId || !by || !owner)
    throw new Error(`a demo suggestion names an unknown event or traveller: ${demo.event}`)
  const body = { changes: demo.changes, reason: demo.reason }
  if (demo.daysAgo && suggestionsAt) {
    const at = new Date(today.getTime() - demo.daysAgo * 24 * 60 * 60 * 1000)
    const caller = { uid: by.session.uid, email: by.demo.email, name: undefined, picture: undefined }
    await suggestionsAt(at).suggest(caller, eventId, body)
    return
  }
  const sent = await callApi<SuggestionDto>(endpoints, 'POST', `/api/events/${eventId}/suggestions`, {
    body,
    token: await by.session.idToken(),
  })
  if (!demo.decision) return
  await callApi(endpoints, 'POST', `/api/suggestions/${sent.id}/decision`, {
    body: demo.decision,
    token: await owner.session.idToken(),
  })
}
