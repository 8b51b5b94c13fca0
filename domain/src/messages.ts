// Validation and API error messages in both languages. Schemas carry the keys; the API answers in the
// caller's language (Accept-Language) and the web app loads these into i18next under `validation`, so a
// rule and its wording live in one place.
export const LANGUAGES = ['en', 'sk'] as const
export type Language = (typeof LANGUAGES)[number]
export const FALLBACK_LANGUAGE: Language = 'en'

export const TITLE_MIN = 3
export const TITLE_MAX = 120
export const DESCRIPTION_MIN = 10
export const DESCRIPTION_MAX = 5000
export const MAP_MAX = 500
export const USERNAME_MIN = 3
export const USERNAME_MAX = 40
export const PASSWORD_MIN = 6
/** Characters of a search (GET /api/events?q=), after trimming. */
export const SEARCH_TEXT_MAX = 100
/** Words of a search: each must match, and each may cost the Firestore adapter a count. */
export const SEARCH_WORDS_MAX = 6

const en = {
  required: 'This field is required.',
  title_length: `Title must be ${TITLE_MIN} to ${TITLE_MAX} characters long.`,
  description_length: `Description must be ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX} characters long.`,
  map_length: `Map link must be at most ${MAP_MAX} characters long.`,
  section_invalid: 'Choose a section.',
  sub_required: 'Choose a sub-section.',
  sub_invalid: 'This sub-section does not belong to the chosen section.',
  country_invalid: 'Choose a country from the list.',
  access_invalid: 'Choose caravan, car or offroad.',
  coordinates_warning: 'Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.',
  coordinates_not_allowed: 'Routes and itineraries have no coordinates.',
  date_invalid: 'Enter a valid date.',
  date_future: 'The date cannot be later than today.',
  image_first: 'Please upload the image first.',
  file_url_invalid: 'The file must be uploaded to this site.',
  gpx_only: 'Only .gpx route files can be uploaded.',
  email_invalid: 'Enter a valid e-mail address.',
  username_length: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`,
  password_weak: `Password must be at least ${PASSWORD_MIN} characters long.`,
  event_id_required: 'Say which event to save.',
  nothing_to_update: 'Change at least one field.',
  limit_invalid: 'limit must be a whole number from 1 to 100.',
  cursor_invalid: 'This page of results is no longer available. Reload the list.',
  search_length: `A search can be 1 to ${SEARCH_TEXT_MAX} characters long.`,
  search_no_words: 'Type a word to search for.',
  search_too_many_words: `Search for at most ${SEARCH_WORDS_MAX} words at once.`,
} as const

export type ValidationKey = keyof typeof en

const sk: Record<ValidationKey, string> = {
  required: 'Toto pole je povinné.',
  title_length: `Názov musí mať ${TITLE_MIN} až ${TITLE_MAX} znakov.`,
  description_length: `Popis musí mať ${DESCRIPTION_MIN} až ${DESCRIPTION_MAX} znakov.`,
  map_length: `Odkaz na mapu môže mať najviac ${MAP_MAX} znakov.`,
  section_invalid: 'Vyberte sekciu.',
  sub_required: 'Vyberte podsekciu.',
  sub_invalid: 'Táto podsekcia nepatrí do zvolenej sekcie.',
  country_invalid: 'Vyberte krajinu zo zoznamu.',
  access_invalid: 'Vyberte karavan, auto alebo offroad.',
  coordinates_warning: 'Neplatný formát súradníc. Použite XX.XXXXXX, YY.YYYYYY.',
  coordinates_not_allowed: 'Trasy a itineráre nemajú súradnice.',
  date_invalid: 'Zadajte platný dátum.',
  date_future: 'Dátum nemôže byť neskôr ako dnes.',
  image_first: 'Najprv nahrajte obrázok.',
  file_url_invalid: 'Súbor musí byť nahraný na túto stránku.',
  gpx_only: 'Nahrať je možné iba trasy vo formáte .gpx.',
  email_invalid: 'Zadajte platnú e-mailovú adresu.',
  username_length: `Používateľské meno musí mať ${USERNAME_MIN} až ${USERNAME_MAX} znakov.`,
  password_weak: `Heslo musí mať aspoň ${PASSWORD_MIN} znakov.`,
  event_id_required: 'Uveďte, ktorú udalosť chcete uložiť.',
  nothing_to_update: 'Zmeňte aspoň jedno pole.',
  limit_invalid: 'limit musí byť celé číslo od 1 do 100.',
  cursor_invalid: 'Táto stránka výsledkov už nie je dostupná. Načítajte zoznam znova.',
  search_length: `Hľadaný text môže mať 1 až ${SEARCH_TEXT_MAX} znakov.`,
  search_no_words: 'Napíšte slovo, ktoré chcete hľadať.',
  search_too_many_words: `Hľadajte najviac ${SEARCH_WORDS_MAX} slov naraz.`,
}

export const validationMessages: Record<Language, Record<ValidationKey, string>> = { en, sk }

/** Messages of API errors that are not about one field. */
const apiEn = {
  validation_failed: 'Some fields are not valid.',
  unauthenticated: 'You must be signed in.',
  invalid_token: 'Your session has expired. Please sign in again.',
  forbidden: 'You are not allowed to do that.',
  not_found: 'Not found.',
  event_not_found: 'Event not found',
  user_not_found: 'User not found.',
  email_exists: 'An account with this e-mail already exists.',
  payload_too_large: 'The request is too large.',
  malformed_json: 'The request body is not valid JSON.',
  internal: 'Something went wrong!',
} as const

export type ApiErrorCode = keyof typeof apiEn

const apiSk: Record<ApiErrorCode, string> = {
  validation_failed: 'Niektoré polia nie sú platné.',
  unauthenticated: 'Musíte byť prihlásený.',
  invalid_token: 'Vaše prihlásenie vypršalo. Prihláste sa znova.',
  forbidden: 'Na toto nemáte oprávnenie.',
  not_found: 'Nenájdené.',
  event_not_found: 'Udalosť sa nenašla',
  user_not_found: 'Používateľ sa nenašiel.',
  email_exists: 'Účet s týmto e-mailom už existuje.',
  payload_too_large: 'Požiadavka je príliš veľká.',
  malformed_json: 'Telo požiadavky nie je platný JSON.',
  internal: 'Niečo sa pokazilo!',
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
