// The limits every rule and message quotes: lengths, sizes and distances, shared by the schemas, the API and
// both languages' messages.
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
/** metres: elevations of a route point outside these (the Dead Sea shore, above Everest) are impossible */
export const TRACK_ELE_MIN_M = -500
export const TRACK_ELE_MAX_M = 9000
/** the year the GPS clock starts (6 January 1980): no point can have been recorded before it */
export const TRACK_TIME_MIN_YEAR = 1980
/** GET /api/events?near=…&radius=…: the distances one may ask for, in km (default NEAR_RADIUS_DEFAULT_KM) */
export const NEAR_RADIUS_MIN_KM = 1
export const NEAR_RADIUS_MAX_KM = 1000
export const NEAR_RADIUS_DEFAULT_KM = 100
/** Characters of a search (GET /api/events?q=), after trimming. */
export const SEARCH_TEXT_MAX = 100
/** Words of a search: each must match, and each may cost the Firestore adapter a count. */
export const SEARCH_WORDS_MAX = 6
/** A check-in's text, in visible characters, and how many photos it may carry */
export const CHECKIN_TEXT_MAX = 2000
export const CHECKIN_PHOTOS_MAX = 3
/** check-ins in one page of GET /api/events/:id/checkins */
export const CHECKINS_PAGE_SIZE = 10
/** A report's or a moderation decision's text, in visible characters */
export const REPORT_TEXT_MAX = 1000
/** the reason of a revert, a suggestion or its answer (docs/api.md) */
export const CHANGE_REASON_MAX = 500
/** What an event offers (amenities.ts): a night's price in the currency's units, vehicle limits in metres */
export const PRICE_MAX = 100_000
export const VEHICLE_LENGTH_MIN_M = 1
export const VEHICLE_LENGTH_MAX_M = 30
export const VEHICLE_HEIGHT_MIN_M = 1
export const VEHICLE_HEIGHT_MAX_M = 6
/** The largest vehicle a fact filter can ask about (the index's size steps end there) */
export const FITS_LENGTH_MAX_M = 20
export const FITS_HEIGHT_MAX_M = 4.5

/** A trip holds at most this many stops. */
export const TRIP_STOPS_MAX = 100
/** A traveller keeps at most this many trips. */
export const TRIPS_MAX = 50
export const TRIP_NAME_MIN = 3
export const TRIP_NAME_MAX = 100
export const STOP_NAME_MAX = 100
export const STOP_NOTE_MAX = 500
