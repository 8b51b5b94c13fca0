// What other features use of the trips: the itinerary's add form filled in from a trip, then published.
export { usePublishDraft, type PublishDraft } from './api/publish'
