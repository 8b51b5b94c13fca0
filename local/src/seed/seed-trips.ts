// Seeds the demo trips through the API as the web app plans one: create, add each stop with the
// version the last answer gave, then publish.
import type { TripDto } from '@travel/domain'
import { DEMO_TRIPS, demoTripStart } from './demo-trips'
import type { DemoUserKey } from './demo-users'
import { callApi, type StackEndpoints, type UserSession } from './seed-client'

export async function createDemoTrips(
  endpoints: StackEndpoints,
  sessions: Map<DemoUserKey, UserSession>,
  eventIds: Map<string, string>,
  today: Date,
): Promise<number> {
  const eventId = (key: string) => {
    const id = eventIds.get(key)
    if (!id) throw new Error(`a demo trip names an unknown demo event ${key}`)
    return id
  }
  for (const demo of DEMO_TRIPS) {
    const session = sessions.get(demo.owner)
    if (!session) throw new Error(`demo trip ${demo.key} has an unknown owner ${demo.owner}`)
    const token = await session.idToken()
    let trip = await callApi<TripDto>(endpoints, 'POST', '/api/trips', {
      body: { name: demo.name, startDate: demoTripStart(demo.starts, today), vehicle: demo.vehicle },
      token,
    })
    for (const stop of demo.stops) {
      const { overnight = false, note = '' } = stop
      const where =
        'event' in stop ? { eventId: eventId(stop.event) } : { name: stop.name, coordinates: [...stop.at] }
      trip = await callApi<TripDto>(endpoints, 'POST', `/api/trips/${trip._id}/stops`, {
        body: { version: trip.version, overnight, note, ...where },
        token,
      })
    }
    if (demo.publishedAs)
      await callApi<TripDto>(endpoints, 'POST', `/api/trips/${trip._id}/publish`, {
        body: { eventId: eventId(demo.publishedAs) },
        token,
      })
  }
  return DEMO_TRIPS.length
}
