// What http/ and pages/ may know of the store, re-exported here so that they reach data only through
// the services: the errors a handler turns into answers, and the sitemap's records and id ranges.
export { AccountDeletedError, StaleEventError, type SitemapEventRecord } from '../store/port'
export { idRange } from '../store/events/id-ranges'
