// Languages and API error messages: schemas carry the keys, the API and the web app the wording, so a
// rule and its words live in one place. Validation messages are in messages-en.ts and messages-sk.ts, which
// the web app loads with the forms; validation-messages.ts holds both languages for the API.
import { TRIP_STOPS_MAX, TRIPS_MAX } from './limits'
export const LANGUAGES = ['en', 'sk'] as const
export type Language = (typeof LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'en'

export * from './limits'
export type { ValidationKey } from './messages-en'

/** Messages of API errors that are not about one field. */
const apiEn = {
  validation_failed: 'Some fields are not valid.',
  unauthenticated: 'You must be signed in.',
  invalid_token: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  not_found: 'Not found.',
  event_not_found: 'Event not found',
  revision_not_found: 'This version of the event was not found. Reload its history.',
  suggestion_not_found: 'This suggestion was not found.',
  suggestion_own_event: 'You cannot suggest changes to your own event: edit it instead.',
  suggestion_limit: 'You have sent the most suggestions allowed in one day. Please try again tomorrow.',
  suggestion_declined_before:
    'The author declined this same suggestion before. Change it, or say what is new in the reason.',
  suggestion_decided: 'This suggestion has already been decided.',
  suggestion_under_review:
    'Moderators are reviewing your earlier suggestion on this event. You can suggest again once they have decided.',
  suggestion_outdated:
    'The event changed since this suggestion was sent. Compare the fields marked as changed, then decide again.',
  unsubscribe_invalid:
    'This unsubscribe link is not valid. Open the notice settings on your profile to choose your e-mails.',
  checkin_not_found: 'Check-in not found.',
  checkin_exists: 'You already have a check-in for this visit day. Edit that one, or choose another day.',
  user_not_found: 'User not found.',
  shared_list_not_found: 'This shared list does not exist, or its owner has stopped sharing it.',
  trip_not_found: 'This trip was not found.',
  shared_trip_not_found: 'This shared trip does not exist, or its owner has stopped sharing it.',
  stop_not_found: 'This stop is no longer on the trip. Reload the trip.',
  trip_changed:
    'This trip was changed in another window since you opened it. Reload it, then make your change again.',
  trip_full: `A trip can have at most ${TRIP_STOPS_MAX} stops.`,
  trips_limit: `You can keep at most ${TRIPS_MAX} trips. Delete one you no longer need.`,
  trip_published: 'This trip is already published as an itinerary.',
  report_target_not_found: 'What you report does not exist any more.',
  report_limit: 'You have sent the most reports allowed in one day. Please try again tomorrow.',
  report_own_item: 'You cannot report what you wrote yourself: edit or delete it instead.',
  moderation_item_not_found: 'There are no reports on this item, or a moderator has already decided.',
  moderation_item_changed:
    'This item has changed since you opened it: new reports came in or another moderator decided. Read it again, then decide.',
  duplicate_event_not_found: 'The event you name as the same place does not exist any more.',
  duplicate_limit: 'You have sent the most duplicate claims allowed in one day. Please try again tomorrow.',
  merge_pair_not_found: 'There are no open claims on this pair, or a moderator has already decided.',
  merge_event_gone:
    'One of the two events has been deleted or changed since the claim: nothing was merged. Reload the queue.',
  email_exists: 'An account with this e-mail already exists.',
  event_changed:
    'This event was saved by someone else since you opened it. Load the latest version, then save your changes again.',
  payload_too_large: 'The request is too large.',
  malformed_json: 'The request body is not valid JSON.',
  unsupported_encoding:
    'The request body could not be read: send JSON in UTF-8, uncompressed or gzip, deflate or br.',
  internal: 'Something went wrong!',
} as const

export type ApiErrorCode = keyof typeof apiEn

const apiSk: Record<ApiErrorCode, string> = {
  validation_failed: 'Niektoré polia nie sú platné.',
  unauthenticated: 'Najprv sa prihláste.',
  invalid_token: 'Vaše prihlásenie vypršalo. Prihláste sa znova.',
  forbidden: 'Na toto nemáte oprávnenie.',
  not_found: 'Nenašlo sa.',
  event_not_found: 'Tip sa nenašiel',
  unsubscribe_invalid:
    'Tento odkaz na odhlásenie nie je platný. E-maily si vyberte v\u00a0nastaveniach oznámení vo svojom profile.',
  revision_not_found: 'Táto verzia tipu sa nenašla. Načítajte jeho históriu znova.',
  suggestion_not_found: 'Tento návrh sa nenašiel.',
  suggestion_own_event: 'Na vlastný tip nemôžete posielať návrhy úprav: upravte ho priamo.',
  suggestion_limit: 'Dnes ste už poslali najviac návrhov, koľko sa dá. Skúste to znova zajtra.',
  suggestion_declined_before:
    'Autor tento istý návrh už zamietol. Zmeňte ho alebo v\u00a0dôvode uveďte, čo je nové.',
  suggestion_decided: 'O\u00a0tomto návrhu sa už rozhodlo.',
  suggestion_under_review:
    'Váš predchádzajúci návrh úpravy tohto tipu posudzujú moderátori. Nový môžete poslať, keď rozhodnú.',
  suggestion_outdated:
    'Tip sa od odoslania návrhu zmenil. Porovnajte označené polia a\u00a0rozhodnite znova.',
  checkin_not_found: 'Záznam o\u00a0návšteve sa nenašiel.',
  checkin_exists: 'Pre tento deň návštevy už máte záznam. Upravte ten, alebo zvoľte iný deň.',
  user_not_found: 'Používateľ sa nenašiel.',
  shared_list_not_found: 'Tento zdieľaný zoznam neexistuje alebo sa už nezdieľa.',
  trip_not_found: 'Táto cesta sa nenašla.',
  shared_trip_not_found: 'Táto zdieľaná cesta neexistuje alebo sa už nezdieľa.',
  stop_not_found: 'Táto zastávka už na ceste nie je. Načítajte cestu znova.',
  trip_changed:
    'Túto cestu medzitým niekto zmenil v\u00a0inom okne. Načítajte ju znova a\u00a0zmenu urobte ešte raz.',
  trip_full: `Cesta môže mať najviac ${TRIP_STOPS_MAX} zastávok.`,
  trips_limit: `Môžete mať najviac ${TRIPS_MAX} ciest. Vymažte tú, ktorú už nepotrebujete.`,
  trip_published: 'Táto cesta je už zverejnená ako itinerár.',
  report_target_not_found: 'To, čo nahlasujete, už neexistuje.',
  report_limit: 'Dnes ste už poslali najviac hlásení, koľko sa dá. Skúste to znova zajtra.',
  report_own_item: 'Nemôžete nahlásiť to, čo ste sami napísali: upravte to alebo vymažte.',
  moderation_item_not_found: 'Na túto položku nie sú hlásenia, alebo o\u00a0nej moderátor už rozhodol.',
  moderation_item_changed:
    'Položka sa od otvorenia zmenila: prišli nové hlásenia alebo o\u00a0nej rozhodol iný moderátor. Prečítajte si ju znova a\u00a0potom rozhodnite.',
  duplicate_event_not_found: 'Tip, ktorý označujete ako to isté miesto, už neexistuje.',
  duplicate_limit:
    'Dnes ste už poslali najviac upozornení na duplicitné tipy, koľko sa dá. Skúste to znova zajtra.',
  merge_pair_not_found:
    'K\u00a0tejto dvojici tipov nie sú otvorené upozornenia, alebo o\u00a0nej moderátor už rozhodol.',
  merge_event_gone:
    'Jeden z\u00a0dvoch tipov sa medzitým vymazal alebo zmenil: nič sa nezlúčilo. Načítajte zoznam znova.',
  email_exists: 'Účet s\u00a0týmto e-mailom už existuje.',
  event_changed:
    'Tento tip medzitým uložil niekto iný. Načítajte jeho najnovšiu verziu a\u00a0potom svoje zmeny uložte znova.',
  payload_too_large: 'Požiadavka je príliš veľká.',
  malformed_json: 'Telo požiadavky nie je platný JSON.',
  unsupported_encoding:
    'Telo požiadavky sa nedá prečítať: pošlite JSON v\u00a0UTF-8, nekomprimovaný alebo ako gzip, deflate či br.',
  internal: 'Nastala chyba na serveri. Skúste to znova o\u00a0chvíľu.',
}

export const apiErrorMessages: Record<Language, Record<ApiErrorCode, string>> = { en: apiEn, sk: apiSk }

/** Picks en or sk from an Accept-Language header or a language tag; English otherwise. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return FALLBACK_LANGUAGE
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    const base = tag.split('-')[0]
    if (base === 'sk' || base === 'en') return base
  }
  return FALLBACK_LANGUAGE
}
