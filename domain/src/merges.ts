// One place, one event (docs/moderation.md "Duplicates"): travellers claim that two events near each
// other are the same place, moderators merge the pair into one event or decline the claim.
/** How near the other event must be for a traveller to claim it is the same place. */
export const MERGE_RADIUS_KM = 2
/** Claims one traveller may send per UTC day, as suggestions have theirs. */
export const DUPLICATE_CLAIMS_PER_DAY = 10
/** Claimed pairs per page of the moderators' queue. */
export const MERGE_QUEUE_PAGE = 20

/** A moderator merges the pair (keeping one of the two events) or declines the claims. */
export const MERGE_ACTIONS = ['merge', 'decline'] as const
export type MergeAction = (typeof MERGE_ACTIONS)[number]

/** An event id as a pair key may name it: never holds the pair's separator. */
export const MERGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/** A pair's key: both ids in ascending order joined by `~`, so either page claims the same pair. */
export function mergePairKey(a: string, b: string): string {
  return a < b ? `${a}~${b}` : `${b}~${a}`
}

/** The two event ids of a pair key, or null for anything that is not one. */
export function parseMergePairKey(key: string): [string, string] | null {
  const parts = key.split('~')
  const [a, b] = parts
  if (parts.length !== 2 || !a || !b || a >= b) return null
  if (!MERGE_ID_PATTERN.test(a) || !MERGE_ID_PATTERN.test(b)) return null
  return [a, b]
}

/** What POST /api/events/:id/duplicates answers (201 a new claim, 200 one that replaced the caller's). */
export interface DuplicateClaimDto {
  pair: string
  eventId: string
  otherId: string
  reason: string
  createdAt: string
}

/** One event of a claimed pair as the moderators compare it. */
export interface MergeSideDto {
  _id: string
  title: string
  image: string
  thumbnail: string | null
  /** [lat, lng], or [] when the event has no position */
  coordinates: number[]
  /** the event's own date (YYYY-MM-DD) and when it was added */
  date: string
  createdAt: string
  user: { _id: string; username: string }
  checkins: number
}

/** GET /api/moderation/merges: one item per claimed pair, the oldest claim first. */
export interface MergeQueueItemDto {
  pair: string
  events: [MergeSideDto, MergeSideDto]
  /** between the two positions, in km; null when one has none */
  distanceKm: number | null
  /** the event a merge keeps unless the moderator chooses the other: more check-ins, else the older */
  suggestedKeep: string
  /** the claimants' reasons, oldest first, without who wrote them */
  reasons: string[]
  claimants: number
  firstClaimedAt: string
}

export interface MergeQueueDto {
  items: MergeQueueItemDto[]
  next: string | null
}

/** What POST /api/moderation/merges/:pair/decision answers. */
export interface MergeDecisionDto {
  pair: string
  action: MergeAction
  /** the event kept (merge); null after a decline */
  keptId: string | null
  removedId: string | null
}

/** A photo another event brought to this one when a moderator merged them (EventDto.mergedPhotos). */
export interface MergedPhotoDto {
  url: string
  thumbnail: string | null
  /** the merged event's title and its author's name, credited beside the photo */
  from: string
  by: string
}

/** The event a merge keeps by default: the one with more check-ins, else the one added first. */
export function defaultKeep(
  a: Pick<MergeSideDto, '_id' | 'checkins' | 'createdAt'>,
  b: Pick<MergeSideDto, '_id' | 'checkins' | 'createdAt'>,
): string {
  if (a.checkins !== b.checkins) return a.checkins > b.checkins ? a._id : b._id
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? a._id : b._id
  return a._id < b._id ? a._id : b._id
}
