// The demo content for the other workspaces (`@travel/local/seed`): the demo users and events, the API
// client that seeds them, and the generators of route files and photos the journeys upload.
export { DEMO_EVENTS } from './demo-events'
export { DEMO_TRANSLATIONS } from './demo-translations'
export {
  DEMO_MODERATOR,
  DEMO_PASSWORD,
  DEMO_USERS,
  demoUser,
  type DemoUser,
  type DemoUserKey,
} from './demo-users'
export { generateTrack, trackToGpx } from './gpx-track'
export { renderLandscapeJpegs } from './landscape'
export { createRandom } from './random'
export type { SeedReport } from './seed'
export { callApi, UserSession, type StackEndpoints } from './seed-client'
