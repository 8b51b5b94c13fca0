// "Download my data" (docs/api.md): what belongs to the caller, as the entries of a ZIP, read one at a
// time so that neither the JSON nor the files are ever held whole. What belongs is in docs/data-model.md.
import { Readable } from 'node:stream'
import { myDataReadme, type FieldChange, type Language } from '@travel/domain'
import { userFolders, type FileStore } from '../files/file-store'
import type {
  CheckinPosition,
  CheckinRecord,
  EventPosition,
  EventRecord,
  RevisionRecord,
  Store,
  SuggestionRecord,
  TripWithStops,
  UserRecord,
} from '../store/port'
import type { NoticeRecord, ReportRecord } from '../store/moderation/records'
import type { Caller } from './caller'

/** Records read per Store call. */
const PAGE = 100

/** A user's notices the ZIP holds, newest first: far more than an account gathers. */
const NOTICES_MAX = 10_000
/** A user's suggestions the ZIP holds, newest first: 20 a day for well over a year. */
const SUGGESTIONS_MAX = 10_000

/** One entry of the ZIP: its name and its content, opened only when the entry is reached. */
export interface MyDataEntry {
  name: string
  content: string | Readable
}

export interface MyDataExport {
  /** the entries in order; pull the next only once the previous one is written */
  entries(language: Language, now: Date): AsyncGenerator<MyDataEntry>
}

/**
 * The named fields of a record, in that order. A field the record lacks comes out undefined, which
 * JSON.stringify leaves out as it would leave out the missing field.
 */
function pick<T, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as Pick<T, K>
}

/** The user's own fields of an event: not the visit counts and ratings, which come from others' check-ins. */
function ownEventFields(event: EventRecord) {
  const fields = pick(event, [
    ...(['id', 'title', 'description', 'date', 'section', 'country', 'access', 'coordinates'] as const),
    ...(['image', 'thumbnail', 'gpxFile', 'map', 'track', 'createdAt', 'updatedAt'] as const),
  ])
  return { ...fields, track: event.track ?? null }
}

function ownCheckinFields(checkin: CheckinRecord) {
  return pick(checkin, [
    ...(['id', 'eventId', 'visitDate', 'state', 'rating', 'text', 'photos', 'access', 'facts'] as const),
    ...(['createdAt', 'updatedAt'] as const),
  ])
}

/** A report the user filed and moderators have not decided yet; the item by its moderation key. */
function ownReportFields(report: ReportRecord) {
  return { item: report.key, reason: report.reason, text: report.text, createdAt: report.createdAt }
}

/** Only what the user wrote: the values a change gave, never the event's earlier (its author's) ones. */
const valuesGiven = (changes: FieldChange[]) => Object.fromEntries(changes.map((c) => [c.field, c.after]))

/**
 * An edit the user suggested: the event by its id, the values suggested, the reason and the outcome;
 * not the event's title and text then, nor the author's answer, which are the author's.
 */
function ownSuggestionFields(s: SuggestionRecord) {
  return {
    ...pick(s, ['id', 'eventId']),
    suggested: valuesGiven(s.changes),
    ...pick(s, ['reason', 'createdAt', 'state', 'accepted', 'decidedAt']),
  }
}

/** A change the user made that an event's history keeps: the values it gave. */
function ownRevisionFields(r: RevisionRecord) {
  return { ...pick(r, ['id', 'eventId', 'at', 'kind', 'reason']), values: valuesGiven(r.changes) }
}

/** A notice sent to the user as the bell shows it; a moderation notice names its item. */
function noticeFields(notice: NoticeRecord) {
  const { userId: _userId, mail: _mail, expireAt: _expireAt, ...shown } = notice
  if ('key' in shown) {
    const { key, ...rest } = shown
    return { ...rest, item: key }
  }
  // Without who did it: another traveller's id or name (a check-in's id holds the id) is not the reader's.
  const { actor: _actor, ...rest } = shown
  const { checkinId: _checkinId, ...kept } = { checkinId: undefined, ...rest }
  return kept
}

/** A trip as its owner planned it: the stops without their order keys, in order. */
function ownTripFields({ trip, stops }: TripWithStops) {
  return {
    ...pick(trip, ['id', 'name', 'startDate', 'vehicle', 'publishedEventId', 'createdAt', 'updatedAt']),
    stops: stops.map((stop) => pick(stop, ['kind', 'eventId', 'name', 'coordinates', 'overnight', 'note'])),
  }
}

function profileFields(user: UserRecord) {
  return pick(user, ['id', 'username', 'email', 'profilePicture', 'vehicle', 'createdAt', 'updatedAt'])
}

/** A JSON file written at once, for what is read whole anyway. */
function jsonEntry(name: string, value: unknown): MyDataEntry {
  return { name, content: `${JSON.stringify(value, null, 2)}\n` }
}

/** A JSON array written item by item as pages arrive; `counted` learns how many there were. */
function jsonArray<T>(pages: AsyncIterable<T[]>, counted: (count: number) => void): Readable {
  async function* pieces(): AsyncGenerator<string> {
    let count = 0
    yield '['
    for await (const page of pages) {
      for (const item of page) yield `${count++ === 0 ? '\n' : ',\n'}  ${JSON.stringify(item)}`
    }
    yield count ? '\n]\n' : ']\n'
    counted(count)
  }
  return Readable.from(pieces(), { objectMode: false })
}

/**
 * "events/{uid}/1700_lake.jpg" → "files/events/1700_lake.jpg": the owner's id says nothing here. A name
 * stored before uploads were held to isSafeFileName has its separators, control characters and dot
 * names replaced, so unpacking the ZIP never writes outside its folder.
 */
function entryNameOf(path: string, uid: string): string {
  const [folder = '', ...rest] = path.replace(`/${uid}/`, '/').split('/')
  // eslint-disable-next-line no-control-regex -- control characters are what this replaces
  const name = rest.join('/').replace(/[\\/\u0000-\u001f\u007f]/g, '_')
  return `files/${folder}/${name === '.' || name === '..' || name === '' ? '_' : name}`
}

export function myDataService({
  store,
  files,
  ensureProfile,
}: {
  store: Store
  files: FileStore
  /** the caller's profile; refuses a token whose account is deleted (accounts-service.ts) */
  ensureProfile: (caller: Caller) => Promise<UserRecord>
}) {
  async function* eventsOf(uid: string): AsyncGenerator<ReturnType<typeof ownEventFields>[]> {
    let after: EventPosition | undefined
    for (;;) {
      const page = await store.events.listEvents({ ownerId: uid }, PAGE, after)
      if (page.events.length) yield page.events.map(ownEventFields)
      if (!page.next) return
      after = page.next
    }
  }

  async function* checkinsOf(uid: string): AsyncGenerator<ReturnType<typeof ownCheckinFields>[]> {
    let after: CheckinPosition | undefined
    for (;;) {
      const page = await store.checkins.checkinsOfUser(uid, PAGE, after)
      // Only the caller's own check-ins: never those others wrote on the caller's events.
      const own = page.checkins.filter((checkin) => checkin.userId === uid)
      if (own.length) yield own.map(ownCheckinFields)
      if (!page.next) return
      after = page.next
    }
  }

  /** The user's trips with their stops in order: at most TRIPS_MAX of TRIP_STOPS_MAX each. */
  async function tripsOf(uid: string) {
    const own = await store.trips.tripsOf(uid)
    const read = await Promise.all(own.map((trip) => store.trips.getTrip(trip.id)))
    return read.flatMap((found) => (found ? [ownTripFields(found)] : []))
  }

  return {
    /**
     * The caller's data. The profile is read before anything is answered, so a deleted account is
     * refused with a normal error; everything else is read as the ZIP is written.
     */
    async open(caller: Caller): Promise<MyDataExport> {
      const uid = caller.uid
      const profile = await ensureProfile(caller)
      return {
        async *entries(language, now) {
          const counts = {
            ...{ events: 0, checkins: 0, wishlist: 0, reports: 0, notices: 0 },
            ...{ suggestions: 0, revisions: 0, trips: 0, files: 0 },
          }
          /** A whole JSON file of one kind of record, counted for the README. */
          const listed = (
            kind: 'wishlist' | 'reports' | 'notices' | 'suggestions' | 'revisions' | 'trips',
            items: unknown[],
          ) => {
            counts[kind] = items.length
            return jsonEntry(`${kind}.json`, items)
          }
          yield jsonEntry('profile.json', profileFields(profile))
          yield { name: 'events.json', content: jsonArray(eventsOf(uid), (n) => (counts.events = n)) }
          yield { name: 'checkins.json', content: jsonArray(checkinsOf(uid), (n) => (counts.checkins = n)) }
          const wishlist = await store.lists.wishlistOf(uid)
          yield listed(
            'wishlist',
            wishlist.map(({ eventId, addedAt }) => ({ eventId, addedAt })),
          )
          yield listed('reports', (await store.moderation.reportsBy(uid)).map(ownReportFields))
          const notices = await store.notices.noticesOf(uid, NOTICES_MAX, now.toISOString())
          yield listed('notices', notices.notices.map(noticeFields))
          const suggestions = await store.suggestions.suggestionsBy(uid, SUGGESTIONS_MAX)
          yield listed('suggestions', suggestions.map(ownSuggestionFields))
          yield listed('revisions', (await store.history.revisionsBy(uid)).map(ownRevisionFields))
          yield listed('trips', await tripsOf(uid))
          for (const folder of userFolders(uid)) {
            for (const file of await files.list(folder)) {
              // A file deleted since the listing is left out rather than failing the whole download.
              const content = await files.openRead(file.path)
              if (!content) continue
              counts.files++
              yield { name: entryNameOf(file.path, uid), content }
            }
          }
          const facts = { username: profile.username, createdAt: now.toISOString(), ...counts }
          yield { name: 'README.txt', content: myDataReadme(language, facts) }
        },
      }
    },
  }
}

export type MyDataService = ReturnType<typeof myDataService>
