// What other features use of the trips: the itinerary's add form filled in from a trip, then published,
// and "Add to trip" beside a saved event (its texts are the `trips` namespace, which the screen loads).
export { usePublishDraft, type PublishDraft } from './api/publish'
export { AddToTrip } from './components/add-to-trip'
