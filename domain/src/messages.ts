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
/** points a route file may hold (the API refuses more) */
export const TRACK_MAX_POINTS = 200_000
/** GET /api/events?near=…&radius=…: the distances one may ask for, in km (default NEAR_RADIUS_DEFAULT_KM) */
export const NEAR_RADIUS_MIN_KM = 1
export const NEAR_RADIUS_MAX_KM = 1000
export const NEAR_RADIUS_DEFAULT_KM = 100
/** TRACK_MAX_POINTS as each language writes it */
const TRACK_MAX_POINTS_TEXT = {
  en: new Intl.NumberFormat('en').format(TRACK_MAX_POINTS),
  sk: new Intl.NumberFormat('sk').format(TRACK_MAX_POINTS),
}
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
  gpx_not_found: 'The route file was not found. Upload it again.',
  gpx_too_large: 'The route file must be less than 5 MB.',
  gpx_not_xml: 'The route file is not a valid GPX file (it is not readable XML).',
  gpx_not_gpx: 'The route file is not a GPX file.',
  gpx_entities:
    'The route file declares a DOCTYPE or entities, which route files never need. Export it again from your app or device.',
  gpx_no_points: 'The route file holds no track or route points.',
  gpx_too_many_points: `The route file has more than ${TRACK_MAX_POINTS_TEXT.en} points. Simplify it in your app first.`,
  email_invalid: 'Enter a valid e-mail address.',
  username_length: `Username must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`,
  password_weak: `Password must be at least ${PASSWORD_MIN} characters long.`,
  event_id_required: 'Say which event to save.',
  nothing_to_update: 'Change at least one field.',
  limit_invalid: 'limit must be a whole number from 1 to 100.',
  cursor_invalid: 'This page of results is no longer available. Reload the list.',
  text_invalid: 'Remove the control characters or broken symbols from this text.',
  date_too_early: 'Enter a date from the year 1900 on.',
  file_missing: 'The file was not found. Upload it again.',
  query_repeated: 'Give this filter only once.',
  search_length: `A search can be 1 to ${SEARCH_TEXT_MAX} characters long.`,
  search_no_words: 'Type a word to search for.',
  search_too_many_words: `Search for at most ${SEARCH_WORDS_MAX} words at once.`,
  near_invalid:
    'near must be a latitude from -90 to 90 and a longitude from -180 to 180, such as 48.1486,17.1077.',
  radius_invalid: `radius must be a distance in kilometres from ${NEAR_RADIUS_MIN_KM} to ${NEAR_RADIUS_MAX_KM}.`,
  radius_without_near: 'radius needs near: say which place the distance is measured from.',
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
  gpx_not_found: 'Súbor trasy sa nenašiel. Nahrajte ho znova.',
  gpx_too_large: 'Súbor trasy musí mať menej ako 5 MB.',
  gpx_not_xml: 'Súbor trasy nie je platný GPX (nie je to čitateľné XML).',
  gpx_not_gpx: 'Súbor trasy nie je GPX.',
  gpx_entities:
    'Súbor trasy obsahuje DOCTYPE alebo entity, ktoré súbory trás nikdy nepotrebujú. Exportujte ho z aplikácie alebo zariadenia znova.',
  gpx_no_points: 'Súbor trasy neobsahuje žiadne body trasy.',
  gpx_too_many_points: `Súbor trasy má viac ako ${TRACK_MAX_POINTS_TEXT.sk} bodov. Najprv ho zjednodušte vo svojej aplikácii.`,
  email_invalid: 'Zadajte platnú e-mailovú adresu.',
  username_length: `Používateľské meno musí mať ${USERNAME_MIN} až ${USERNAME_MAX} znakov.`,
  password_weak: `Heslo musí mať aspoň ${PASSWORD_MIN} znakov.`,
  event_id_required: 'Uveďte, ktorú udalosť chcete uložiť.',
  nothing_to_update: 'Zmeňte aspoň jedno pole.',
  limit_invalid: 'limit musí byť celé číslo od 1 do 100.',
  cursor_invalid: 'Táto stránka výsledkov už nie je dostupná. Načítajte zoznam znova.',
  text_invalid: 'Odstráňte z textu riadiace znaky alebo poškodené symboly.',
  date_too_early: 'Zadajte dátum od roku 1900.',
  file_missing: 'Súbor sa nenašiel. Nahrajte ho znova.',
  query_repeated: 'Tento filter zadajte iba raz.',
  search_length: `Hľadaný text môže mať 1 až ${SEARCH_TEXT_MAX} znakov.`,
  search_no_words: 'Napíšte slovo, ktoré chcete hľadať.',
  search_too_many_words: `Hľadajte najviac ${SEARCH_WORDS_MAX} slov naraz.`,
  near_invalid:
    'near musí byť zemepisná šírka od -90 do 90 a dĺžka od -180 do 180, napríklad 48.1486,17.1077.',
  radius_invalid: `radius musí byť vzdialenosť v kilometroch od ${NEAR_RADIUS_MIN_KM} do ${NEAR_RADIUS_MAX_KM}.`,
  radius_without_near: 'radius potrebuje near: uveďte miesto, od ktorého sa vzdialenosť meria.',
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
  unsupported_encoding:
    'The request body could not be read: send JSON in UTF-8, uncompressed or gzip, deflate or br.',
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
  unsupported_encoding:
    'Telo požiadavky sa nedá prečítať: pošlite JSON v UTF-8, nekomprimovaný alebo ako gzip, deflate či br.',
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
