// Suggested edits (docs/suggestions.md): a traveller suggests changes to someone else's event; its owner
// (or a moderator once the suggestion is overdue) accepts some fields or declines. The suggested values
// pass the event's own schema, on the event as it would be with them, like the owner's edit.
import {
  SUGGESTED_FIELDS,
  changedFacts,
  suggestedFacts,
  withFacts,
  type Amenities,
  type AmenityFact,
  SUGGESTIONS_PER_DAY,
  eventUpdateSchema,
  isOverdue,
  normalAmenities,
  sameValue,
  type EventDto,
  type EventValidationContext,
  type FieldChange,
  type RevisedValues,
  type SuggestedField,
  type SuggestionDecisionInput,
  type SuggestionDto,
  type SuggestionInput,
  type SuggestionsDto,
  SUGGESTION_MODERATOR_DAYS,
} from '@travel/domain'
import type { AcceptancePlan, EventRecord, Store, SuggestionRecord } from '../store/port'
import type { AccountsService } from './accounts-service'
import type { Caller } from './caller'
import type { NoticesService } from './notices-service'
import { NOTIFIED_WISHLISTS, suggestionDecided, suggestionReceived } from './notices/happenings'
import { personOf, toEventDto, writtenInOf } from './dto'
import { editToValues } from './events-service'
import { isSafeId, newId } from './ids'
import { ServiceError, conflict, forbidden, invalid, notFound, tooMany } from './service-error'

const PAGE = 50

const SAVE_REFUSALS = {
  not_found: () => notFound('event_not_found'),
  own: () => forbidden('suggestion_own_event'),
  limit: () => tooMany('suggestion_limit'),
  declined_before: () => conflict('suggestion_declined_before'),
  under_review: () => conflict('suggestion_under_review'),
}

const DECIDE_REFUSALS = {
  not_found: () => notFound('suggestion_not_found'),
  // the event was deleted since: nothing is left to decide on
  event_gone: () => notFound('suggestion_not_found'),
  decided_before: () => conflict('suggestion_decided'),
}

export interface SuggestionsDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
  /** the caller's current moderator claim (moderation-service.ts) */
  isModerator: (uid: string) => Promise<boolean>
  notices: Pick<NoticesService, 'tell'>
  now?: () => Date
}

/** The event as its edit form would send it: what a suggestion's values are checked on. */
function payloadOf(event: EventRecord): Record<string, unknown> {
  return {
    title: event.title,
    description: event.description,
    translation: event.translation ?? null,
    image: event.image,
    thumbnail: event.thumbnail,
    gpxFile: event.gpxFile,
    map: event.map,
    coordinates: event.coordinates,
    access: event.access,
    date: event.date,
    section: event.section,
    country: event.country,
    amenities: event.amenities ?? null,
  }
}

function valueOf(event: EventRecord, field: SuggestedField): unknown {
  return event[field] ?? null
}

/** Of a suggested amenities change, the facts whose value on the event is no longer what it was. */
function outdatedFacts(event: EventRecord, changes: FieldChange[]): AmenityFact[] {
  const change = changes.find((c) => c.field === 'amenities')
  if (!change) return []
  const before = change.before as Amenities | null
  const now = changedFacts(before, event.amenities)
  return suggestedFacts([change]).filter((fact) => now.includes(fact))
}

/**
 * The fields whose value on the event is no longer what the suggestion was made on. Amenities count
 * fact by fact: only a fact the suggestion changes, changed since, makes them outdated.
 */
function outdatedFields(event: EventRecord, changes: FieldChange[]): SuggestedField[] {
  return changes
    .filter((c) =>
      c.field === 'amenities'
        ? outdatedFacts(event, [c]).length > 0
        : !sameValue(valueOf(event, c.field as SuggestedField), c.before),
    )
    .map((c) => c.field as SuggestedField)
}

/**
 * Accepting `fields` (of amenities, the `facts`): refused when one of them changed since; otherwise the
 * edit that applies them, the chosen facts taken onto the event's amenities as they are now.
 */
function acceptance(fields: SuggestedField[], facts: AmenityFact[], at: string): AcceptancePlan {
  return (event, suggestion) => {
    const chosen = suggestion.changes.filter((c) => fields.includes(c.field as SuggestedField))
    const stale = outdatedFacts(event, chosen).filter((fact) => facts.includes(fact))
    const outdated = outdatedFields(
      event,
      chosen.filter((c) => c.field !== 'amenities'),
    ).concat(stale.length ? ['amenities'] : [])
    if (outdated.length) return { outdated }
    const values = Object.fromEntries(
      chosen.map((c) => [
        c.field,
        c.field === 'amenities' ? withFacts(event.amenities, c.after as Amenities | null, facts) : c.after,
      ]),
    ) as Partial<RevisedValues>
    // an accepted translation is its suggester's
    const translator = values.translation
      ? { translator: { id: suggestion.authorId, name: suggestion.authorName, at } }
      : {}
    return { changes: { ...editToValues(event, values, at), ...translator } }
  }
}

/**
 * A suggestion as the API answers it, on its event as it is now (null when gone). Only its suggester
 * (`viewer`) is told that reports hide it.
 */
export function toSuggestionDto(
  s: SuggestionRecord,
  event: EventRecord | null,
  now: Date,
  viewer?: string,
): SuggestionDto {
  return {
    id: s.id,
    eventId: s.eventId,
    eventTitle: event?.title ?? s.eventTitle,
    by: { _id: s.authorId, username: s.authorName },
    reason: s.reason,
    changes: s.changes,
    ...(event && s.changes.some((c) => c.field === 'translation')
      ? {
          original: {
            language: writtenInOf(event),
            title: event.title,
            description: event.description,
          },
        }
      : {}),
    basedOn: s.basedOn,
    state: s.state,
    createdAt: s.createdAt,
    outdated: event && s.state === 'open' ? outdatedFields(event, s.changes) : [],
    outdatedFacts: event && s.state === 'open' ? outdatedFacts(event, s.changes) : [],
    toModerators: s.state === 'open' && isOverdue(s.createdAt, now),
    decidedAt: s.decidedAt,
    decidedBy: personOf(s.deciderId, s.deciderName),
    accepted: s.accepted,
    acceptedFacts: s.acceptedFacts ?? (s.accepted.includes('amenities') ? suggestedFacts(s.changes) : []),
    answer: s.answer,
    ...(viewer === s.authorId && s.hidden === true ? { hidden: true as const } : {}),
  }
}

export function suggestionsService({
  store,
  accounts,
  isModerator,
  notices,
  now = () => new Date(),
}: SuggestionsDeps) {
  const toDto = (s: SuggestionRecord, event: EventRecord | null, viewer?: string) =>
    toSuggestionDto(s, event, now(), viewer)

  /** each suggestion with the event it is on (one read per distinct event), as `viewer` sees it */
  async function withEvents(list: SuggestionRecord[], viewer?: string): Promise<SuggestionsDto> {
    const events = await store.events.getEvents([...new Set(list.map((s) => s.eventId))])
    const byId = new Map(events.map((e) => [e.id, e]))
    return { suggestions: list.map((s) => toDto(s, byId.get(s.eventId) ?? null, viewer)) }
  }

  /** May the caller decide this suggestion: its event's owner, or a moderator once it is overdue. */
  async function assertDecider(caller: Caller, s: SuggestionRecord): Promise<void> {
    if (s.eventOwnerId === caller.uid) return
    if (isOverdue(s.createdAt, now()) && (await isModerator(caller.uid))) return
    throw forbidden()
  }

  return {
    async suggest(caller: Caller, eventId: string, input: SuggestionInput): Promise<SuggestionDto> {
      const event = isSafeId(eventId) ? await store.events.getEvent(eventId) : null
      if (!event || event.hidden === true) throw notFound('event_not_found')
      if (event.ownerId === caller.uid) throw forbidden('suggestion_own_event')
      const context: EventValidationContext = {
        uid: event.ownerId,
        unchanged: [event.image, event.thumbnail, event.gpxFile],
        now: now(),
      }
      const asked = Object.fromEntries(Object.entries(input.changes).filter(([, v]) => v !== undefined))
      const checked = (await eventUpdateSchema.validate(
        { ...payloadOf(event), ...asked },
        { abortEarly: false, context },
      )) as Record<string, unknown>
      const changes: FieldChange[] = []
      for (const field of SUGGESTED_FIELDS.filter((f) => f in asked)) {
        const after = field === 'amenities' ? normalAmenities(checked.amenities as never) : checked[field]
        const before = valueOf(event, field)
        if (!sameValue(before, after)) changes.push({ field, before, after } as FieldChange)
      }
      if (changes.length === 0) throw invalid({ changes: 'nothing_to_update' })
      const author = await accounts.ensureProfile(caller)
      const at = now().toISOString()
      const result = await store.suggestions.saveSuggestion(
        {
          id: newId(),
          eventId: event.id,
          eventOwnerId: event.ownerId,
          eventTitle: event.title,
          authorId: author.id,
          authorName: author.username,
          reason: input.reason,
          changes,
          basedOn: event.updatedAt,
          state: 'open',
          createdAt: at,
          decidedAt: null,
          deciderId: null,
          deciderName: null,
          accepted: [],
          answer: '',
        },
        SUGGESTIONS_PER_DAY,
      )
      if (result.status !== 'saved') throw SAVE_REFUSALS[result.status]()
      await notices.tell(suggestionReceived(result.suggestion))
      return toDto(result.suggestion, event)
    },

    /** The open suggestions on one event: for its owner, and for moderators. */
    async ofEvent(caller: Caller, eventId: string): Promise<SuggestionsDto> {
      const event = isSafeId(eventId) ? await store.events.getEvent(eventId) : null
      if (!event) throw notFound('event_not_found')
      if (event.ownerId !== caller.uid && !(await isModerator(caller.uid))) throw forbidden()
      return withEvents(await store.suggestions.openSuggestionsOfEvent(event.id, PAGE))
    },

    /** The caller's inbox (open suggestions on their events) and what they sent. */
    async mine(caller: Caller): Promise<{ received: SuggestionsDto; sent: SuggestionsDto }> {
      const [received, sent] = await Promise.all([
        store.suggestions.openSuggestionsFor(caller.uid, PAGE),
        store.suggestions.suggestionsBy(caller.uid, PAGE),
      ])
      return { received: await withEvents(received), sent: await withEvents(sent, caller.uid) }
    },

    /** Moderators: the suggestions whose authors have not answered for SUGGESTION_MODERATOR_DAYS. */
    async overdue(caller: Caller): Promise<SuggestionsDto> {
      if (!(await isModerator(caller.uid))) throw forbidden()
      const cutoff = new Date(now().getTime() - SUGGESTION_MODERATOR_DAYS * 24 * 60 * 60 * 1000)
      return withEvents(await store.suggestions.overdueSuggestions(cutoff.toISOString(), PAGE))
    },

    async decide(
      caller: Caller,
      id: string,
      input: SuggestionDecisionInput,
    ): Promise<{ suggestion: SuggestionDto; event: EventDto | null }> {
      const found = isSafeId(id) ? await store.suggestions.getSuggestion(id) : null
      // one that reports hide is not there to decide until a moderator shows it again
      if (!found || found.hidden === true) throw notFound('suggestion_not_found')
      await assertDecider(caller, found)
      const decider = await accounts.ensureProfile(caller)
      const at = now().toISOString()
      const offered = suggestedFacts(found.changes)
      const facts = input.facts ? offered.filter((f) => input.facts?.includes(f)) : offered
      // amenities with none of their suggested facts chosen are not accepted
      const fields = input.fields.filter(
        (f) => found.changes.some((c) => c.field === f) && (f !== 'amenities' || facts.length > 0),
      )
      if (input.action === 'accept' && fields.length === 0)
        throw invalid({ fields: 'suggestion_fields_invalid' })
      const result = await store.suggestions.decideSuggestion(
        {
          id: found.id,
          action: input.action,
          fields,
          facts: fields.includes('amenities') ? facts : [],
          reason: input.reason,
          deciderId: decider.id,
          deciderName: decider.username,
          at,
        },
        acceptance(fields, facts, at),
      )
      if (result.status === 'outdated')
        throw new ServiceError(
          'conflict',
          'suggestion_outdated',
          Object.fromEntries(result.fields.map((f) => [f, 'suggestion_field_changed'])),
        )
      if (result.status !== 'decided') throw DECIDE_REFUSALS[result.status]()
      const wishlisters =
        result.suggestion.state === 'accepted'
          ? await store.lists.wishlistersOf(result.suggestion.eventId, NOTIFIED_WISHLISTS)
          : []
      await notices.tell(suggestionDecided(result.suggestion, wishlisters))
      return {
        suggestion: toDto(result.suggestion, result.event),
        event: result.event ? toEventDto(result.event) : null,
      }
    },
  }
}

export type SuggestionsService = ReturnType<typeof suggestionsService>
