// Every route path in one place (docs/screens.md). Components build links with these, never with strings.
import {
  SUBSECTION_SLUGS,
  TRIPS_PATH,
  sharedListPath,
  sharedTripPath,
  tripPath,
  type MainSection,
  type SubSection,
} from '@travel/domain'

/** The query parameter naming the trip the itinerary's add form is filled in from. */
export const PUBLISH_TRIP_PARAM = 'trip'

/** The query parameter holding a search of an events list. */
export const SEARCH_PARAM = 'q'

export const paths = {
  home: '/',
  /** every event matching a search: the home page's list */
  search: (text: string) => `/?${new URLSearchParams({ [SEARCH_PARAM]: text }).toString()}`,
  signIn: '/sign-in',
  signUp: '/sign-up',
  sections: '/events/section',
  events: '/events',
  section: (main: MainSection) => `/events/${main}`,
  subsection: (main: MainSection, sub: SubSection) => `/events/${main}/${SUBSECTION_SLUGS[sub]}`,
  event: (id: string) => `/events/${encodeURIComponent(id)}`,
  /** every kept change of an event */
  eventHistory: (id: string) => `/events/${encodeURIComponent(id)}/history`,
  /** the suggested edits on the reader's events and those they sent */
  suggestions: '/suggestions',
  myEvents: '/my-events',
  wishlist: '/wishlist',
  /** a wishlist shared by its private link */
  sharedList: (token: string) => sharedListPath(token),
  /** the traveller's trips, one trip, and a trip shared by its private link */
  trips: TRIPS_PATH,
  trip: (id: string) => tripPath(id),
  sharedTrip: (token: string) => sharedTripPath(token),
  /** the itinerary's add form, filled in from a trip, which is published once the event is saved */
  publishTrip: (id: string) =>
    `/events/itinerary?${new URLSearchParams({ [PUBLISH_TRIP_PARAM]: id }).toString()}`,
  privacyPolicy: '/privacy-policy',
  profile: '/profile',
  /** what the site told the signed-in reader: the bell's screen */
  notices: '/notices',
  /** the profile's "Notices and e-mail" settings */
  noticeSettings: '/profile#notice-settings',
  /** an e-mail's link that turns its topic's e-mails off */
  unsubscribe: '/unsubscribe',
  moderation: '/moderation',
} as const
