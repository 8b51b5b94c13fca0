// The store for the other workspaces (`@travel/functions/store`): the port, both adapters and the
// backfills. Code inside functions imports the modules themselves.
export * from './port'
export { backfillGeohashes } from './events/backfill-geohashes'
export { backfillCheckinSummaries } from './checkins/backfill-checkin-summaries'
export { openEmbeddedStore, type EmbeddedStore } from './embedded'
export { firestoreStore } from './firestore'
/** the geohash a stored event keeps of its coordinates, for whatever writes events outside the services */
export { geohashOf } from '../geo/near'
