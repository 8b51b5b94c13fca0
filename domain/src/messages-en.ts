// The English validation messages (messages-sk.ts has the Slovak ones). A module of its own: the web app
// loads it with its forms, not on every page; the API with every message (validation-messages.ts).
import { MERGE_RADIUS_KM } from './merges'
import * as limit from './limits'

import { formatCount, pluralForm, type PluralForms } from './plural'

/** A limit as English writes it: "5,000" */
const n = (count: number) => formatCount('en', count)
/** The noun after a limit agrees with it ("at least 1 character", "3 to 120 characters") */
const noun = (count: number, forms: PluralForms) => pluralForm('en', count, forms)
const CHARACTERS: PluralForms = { one: 'character', other: 'characters' }
const WORDS: PluralForms = { one: 'word', other: 'words' }
const POINTS: PluralForms = { one: 'point', other: 'points' }
/** the elevations a route point may have, as English writes them */
const TRACK_ELE_RANGE_EN = `${n(limit.TRACK_ELE_MIN_M)}\u00a0m to ${n(limit.TRACK_ELE_MAX_M)}\u00a0m`

const en = {
  required: 'This field is required.',
  title_length: `Title must be ${n(limit.TITLE_MIN)} to ${n(limit.TITLE_MAX)} ${noun(limit.TITLE_MAX, CHARACTERS)} long.`,
  description_length: `Description must be ${n(limit.DESCRIPTION_MIN)} to ${n(limit.DESCRIPTION_MAX)} ${noun(limit.DESCRIPTION_MAX, CHARACTERS)} long.`,
  map_length: `Map link must be at most ${n(limit.MAP_MAX)} ${noun(limit.MAP_MAX, CHARACTERS)} long.`,
  section_invalid: 'Choose a section.',
  language_invalid: 'Choose English or Slovak.',
  sub_required: 'Choose a sub-section.',
  sub_invalid: 'This sub-section does not belong to the chosen section.',
  country_invalid: 'Choose a country from the list.',
  access_invalid: 'Choose caravan, car or off-road.',
  coordinates_warning: 'Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.',
  coordinates_not_allowed: 'Routes and itineraries have no coordinates.',
  date_invalid: 'Enter a valid date.',
  date_future: 'The date cannot be later than today.',
  image_first: 'Please upload the image first.',
  file_url_invalid: 'The file must be uploaded to this site.',
  gpx_only: 'Only .gpx route files can be uploaded.',
  gpx_not_found: 'The route file was not found. Upload it again.',
  gpx_too_large: 'The route file must be less than 5\u00a0MB.',
  gpx_not_xml: 'The route file is not a valid GPX file (it is not readable XML).',
  gpx_not_gpx: 'The route file is not a GPX file.',
  gpx_entities:
    'The route file declares a DOCTYPE or entities, which route files never need. Export it again from your app or device.',
  gpx_no_points: 'The route file holds no track or route points.',
  gpx_too_many_points: `The route file has more than ${n(limit.TRACK_MAX_POINTS)} ${noun(limit.TRACK_MAX_POINTS, POINTS)}. Simplify it in your app first.`,
  gpx_bad_elevations: `Most elevations in the route file are impossible (outside ${TRACK_ELE_RANGE_EN}). Check that your app exports them in metres.`,
  gpx_bad_times: `Most times in the route file are impossible (before ${limit.TRACK_TIME_MIN_YEAR} or over a year ahead). Check the clock of the device that recorded it.`,
  email_invalid: 'Enter a valid e-mail address.',
  username_length: `Username must be ${n(limit.USERNAME_MIN)} to ${n(limit.USERNAME_MAX)} ${noun(limit.USERNAME_MAX, CHARACTERS)} long.`,
  username_removed: 'A moderator removed your name; your profile keeps the neutral one.',
  password_weak: `Password must be at least ${n(limit.PASSWORD_MIN)} ${noun(limit.PASSWORD_MIN, CHARACTERS)} long.`,
  event_id_required: 'Say which event to save.',
  nothing_to_update: 'Change at least one field.',
  limit_invalid: 'limit must be a whole number from 1 to 100.',
  cursor_invalid: 'This page of results is no longer available. Reload the list.',
  text_invalid: 'Remove the control characters or broken symbols from this text.',
  date_too_early: 'Enter a date from the year 1900 on.',
  file_missing: 'The file was not found. Upload it again.',
  query_repeated: 'Give this filter only once.',
  search_length: `A search can be 1 to ${n(limit.SEARCH_TEXT_MAX)} ${noun(limit.SEARCH_TEXT_MAX, CHARACTERS)} long.`,
  search_no_words: 'Type a word to search for.',
  search_too_many_words: `Search for at most ${n(limit.SEARCH_WORDS_MAX)} ${noun(limit.SEARCH_WORDS_MAX, WORDS)} at once.`,
  search_invalid: 'Remove the control characters or broken symbols from the search.',
  near_invalid:
    'near must be a latitude from -90 to 90 and a longitude from -180 to 180, such as 48.1486,17.1077.',
  radius_invalid: `radius must be a distance in kilometres from ${n(limit.NEAR_RADIUS_MIN_KM)} to ${n(limit.NEAR_RADIUS_MAX_KM)}.`,
  radius_without_near: 'radius needs near: say which place the distance is measured from.',
  gone_invalid: 'gone can only be 1: show the events marked gone too.',
  visited_invalid: 'visited can only be 1: events visited in the last 12 months.',
  min_rating_invalid: 'rating must be a number of stars from 1 to 5: events rated at least that.',
  sort_invalid: 'sort must be visited (latest visit first) or rating (best rated first).',
  sort_with_near: 'sort does not go with near: events near a place come nearest first.',
  sort_with_user: "sort does not go with user: a traveller's own events come newest first.",
  bbox_invalid:
    "bbox must be the map's south,west,north,east in degrees: latitudes from -90 to 90 with south not above north, longitudes from -180 to 180.",
  zoom_invalid: 'zoom must be a whole number from 0 to 20.',
  export_format_invalid:
    'A list can be downloaded as gpx (GPS devices and apps) or kml (Google Earth and My Maps).',
  visit_future: 'The visit cannot be later than today.',
  checkin_state_invalid: 'Say how you found the place: as described, changed or gone.',
  checkin_text_required: 'Say what has changed or why the place is gone.',
  checkin_text_length: `The text can be at most ${n(limit.CHECKIN_TEXT_MAX)} ${noun(limit.CHECKIN_TEXT_MAX, CHARACTERS)} long.`,
  checkin_photos_max: `Add at most ${n(limit.CHECKIN_PHOTOS_MAX)} photos.`,
  checkin_photos_duplicate: 'Add each photo only once.',
  rating_invalid: 'A rating is 1 to 5 stars.',
  checkin_access_invalid: 'Choose what you came with: caravan, car or off-road.',
  checkin_fact_invalid:
    'Answer what you found with yes or no (water, toilets, showers, dump, electricity, wifi, fire, dogs, shade, 4x4), or leave it out.',
  report_target_invalid: 'Say what you report: an event, a check-in, a photo or a traveller.',
  report_reason_invalid: 'Choose why you report it.',
  report_reason_needs_account:
    'Without an account you can report illegal content only. Sign in to report anything else.',
  report_text_length: `The text can be at most ${n(limit.REPORT_TEXT_MAX)} ${noun(limit.REPORT_TEXT_MAX, CHARACTERS)} long.`,
  change_reason_length: `The reason can be at most ${n(limit.CHANGE_REASON_MAX)} ${noun(limit.CHANGE_REASON_MAX, CHARACTERS)} long.`,
  suggestion_reason_required: 'Say why, in a few words: for example, "the tap was removed in 2025".',
  suggestion_action_invalid: 'Choose accept or decline.',
  suggestion_fields_invalid: 'Choose the suggested fields to accept.',
  suggestion_field_changed: 'Changed since the suggestion was sent.',
  report_email_required: 'Give your e-mail address, so that we can answer your notice.',
  decision_action_invalid: 'Choose keep, remove or restore.',
  decision_reason_invalid: 'Choose the reason for the decision.',
  notice_settings_invalid: 'These notice settings are not valid. Reload the page and choose again.',
  duplicate_other_invalid: 'Choose the event that is the same place.',
  duplicate_reason_required:
    'Say why they are the same place: for example, "the same camp under its old name".',
  duplicate_same_event: 'An event cannot be a duplicate of itself: choose another one.',
  duplicate_too_far: `Choose an event within ${n(MERGE_RADIUS_KM)}\u00a0km of this one.`,
  merge_action_invalid: 'Choose merge or decline.',
  merge_keep_invalid: 'Choose which of the two events stays.',
  merge_reason_required: 'Give the reason for the decision: it goes to the log and to both authors.',
  decision_version_invalid: 'The version of the item you decide on is missing. Load the queue again.',
  amenity_invalid: 'Answer yes or no, or leave it unknown.',
  price_invalid: `A price is an amount from 0 (free) to ${n(limit.PRICE_MAX)} a night.`,
  currency_invalid: 'Choose the currency of the price.',
  trip_name_length: `A trip's name is ${n(limit.TRIP_NAME_MIN)} to ${n(limit.TRIP_NAME_MAX)} characters long.`,
  vehicle_invalid: 'Give your vehicle as its length and height in metres and whether it is a 4×4.',
  trip_vehicle_length_invalid: `Your vehicle's length is given in metres from ${n(limit.VEHICLE_LENGTH_MIN_M)} to ${n(limit.VEHICLE_LENGTH_MAX_M)}.`,
  trip_vehicle_height_invalid: `Your vehicle's height is given in metres from ${n(limit.VEHICLE_HEIGHT_MIN_M)} to ${n(limit.VEHICLE_HEIGHT_MAX_M)}.`,
  trip_version_invalid: 'The version of the trip is missing. Reload the trip, then try again.',
  stop_name_length: `A stop's name is 1 to ${n(limit.STOP_NAME_MAX)} characters long.`,
  stop_note_length: `A note can be at most ${n(limit.STOP_NOTE_MAX)} characters long.`,
  stop_position_invalid: 'Choose where the stop goes in the trip.',
  stop_kind_invalid: 'A stop is either an event or a named point with coordinates.',
  stop_overnight_invalid: 'Say whether the night is spent at this stop.',
  vehicle_length_invalid: `The longest vehicle is given in metres from ${n(limit.VEHICLE_LENGTH_MIN_M)} to ${n(limit.VEHICLE_LENGTH_MAX_M)}, to one decimal.`,
  vehicle_height_invalid: `The height limit is given in metres from ${n(limit.VEHICLE_HEIGHT_MIN_M)} to ${n(limit.VEHICLE_HEIGHT_MAX_M)}, to one decimal.`,
  months_invalid: 'Choose the months it is open, each once.',
  surface_invalid: 'surface must be asphalt, gravel, dirt, sand, rock or mixed.',
  has_invalid: 'has lists facts: water, toilets, showers, dump, electricity, wifi, fire, dogs or shade.',
  free_invalid: 'free can only be 1: places that cost nothing.',
  four_by_four_invalid: '4x4 can only be 1: routes that need a 4x4 or high clearance.',
  fits_invalid: `fits must be your vehicle's length in metres, up to ${n(limit.FITS_LENGTH_MAX_M)}.`,
  height_invalid: `height must be your vehicle's height in metres, up to ${n(limit.FITS_HEIGHT_MAX_M)}.`,
  open_invalid: 'open must be a month from 1 to 12.',
} as const

export type ValidationKey = keyof typeof en

/** The English validation messages. */
export const validationMessagesEn: Record<ValidationKey, string> = en
