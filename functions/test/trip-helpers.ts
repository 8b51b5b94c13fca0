// The trips tests' helpers: an event, a trip and a free point made over HTTP as the web app makes them.
import request from 'supertest'
import { expect } from 'vitest'
import type { TripDto } from '@travel/domain'
import type { User } from './http-test'
import { bearer, eventBody, type TestApp } from './test-app'

export const as = (user: User) => bearer(user.idToken)

export function tripHelpers(app: () => TestApp['app']) {
  async function newEvent(user: User, title: string, overrides: Parameters<typeof eventBody>[1] = {}) {
    const res = await request(app())
      .post('/api/events')
      .set(as(user))
      .send(eventBody(user, { title, ...overrides }))
    if (res.status !== 201) throw new Error(JSON.stringify(res.body))
    return res.body.data._id as string
  }

  async function newTrip(user: User, name = 'Slovak loop'): Promise<TripDto> {
    const res = await request(app()).post('/api/trips').set(as(user)).send({ name })
    expect(res.status).toBe(201)
    return res.body.data as TripDto
  }

  /** Adds a free point last (or after `after`); answers the trip after it. */
  async function addPoint(user: User, trip: TripDto, name: string, after?: string | null): Promise<TripDto> {
    const res = await request(app())
      .post(`/api/trips/${trip._id}/stops`)
      .set(as(user))
      .send({
        version: trip.version,
        name,
        coordinates: [42.7, 44.6],
        ...(after !== undefined ? { after } : {}),
      })
    expect(res.status).toBe(201)
    return res.body.data as TripDto
  }

  return { newEvent, newTrip, addPoint }
}
