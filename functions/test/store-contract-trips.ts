// The trips part of the Store contract: a trip's changes under the version check, the order of its stops
// (a move writes one stop), the limits, the one link per trip, publishing and an account's deletion.
import { expect, it } from 'vitest'
import { NO_VEHICLE, TRIP_STOPS_MAX, TRIPS_MAX } from '@travel/domain'
import { AccountDeletedError, type StopRecord, type Store, type TripRecord } from '../src/store/port'
import { eventRecord, seedEvents } from './factories'

const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`

let serial = 0
function tripRecord(ownerId: string, overrides: Partial<TripRecord> = {}): TripRecord {
  serial++
  return {
    id: `trip${String(serial).padStart(4, '0')}${Math.random().toString(36).slice(2, 8)}`,
    ownerId,
    name: `Trip ${serial}`,
    startDate: null,
    vehicle: NO_VEHICLE,
    version: 1,
    stopCount: 0,
    publishedEventId: null,
    createdAt: at(0),
    updatedAt: at(0),
    ...overrides,
  }
}

const point = (id: string, name = id): Omit<StopRecord, 'order'> => ({
  id,
  kind: 'point',
  eventId: null,
  name,
  coordinates: [42.7, 44.6],
  overnight: false,
  note: '',
})

export function describeTripsContract(storeOf: () => Store) {
  const trips = () => storeOf().trips

  /** a trip of `ownerId` with these point stops, in this order; answers the trip at its last version */
  async function tripWith(ownerId: string, names: string[]) {
    const { trip } = (await trips().createTrip(tripRecord(ownerId))) as { trip: TripRecord }
    let version = trip.version
    for (const name of names) {
      const result = await trips().changeTrip(
        trip.id,
        ownerId,
        version,
        { kind: 'add', stop: point(name), after: undefined },
        at(1),
      )
      if (result.status !== 'changed') throw new Error(result.status)
      version = result.trip.version
    }
    return (await trips().getTrip(trip.id))!
  }
  const names = async (id: string) => (await trips().getTrip(id))?.stops.map((s) => s.id)

  it('creates, renames and lists trips most recently changed first, only the owner’s', async () => {
    const first = tripRecord('t1', { updatedAt: at(1) })
    const second = tripRecord('t1', { updatedAt: at(2) })
    await trips().createTrip(first)
    await trips().createTrip(second)
    await trips().createTrip(tripRecord('t2'))
    expect((await trips().tripsOf('t1')).map((t) => t.id)).toEqual([second.id, first.id])
    const renamed = await trips().changeTrip(
      first.id,
      't1',
      1,
      { kind: 'details', name: 'Caucasus', startDate: '2026-07-01' },
      at(3),
    )
    expect(renamed).toMatchObject({
      status: 'changed',
      trip: { name: 'Caucasus', startDate: '2026-07-01', version: 2, updatedAt: at(3) },
    })
    expect((await trips().tripsOf('t1')).map((t) => t.id)).toEqual([first.id, second.id])
    expect(await trips().getTrip(first.id)).toEqual({
      trip: { ...first, name: 'Caucasus', startDate: '2026-07-01', version: 2, updatedAt: at(3) },
      stops: [],
    })
    expect(await trips().changeTrip(first.id, 't2', 2, { kind: 'details', name: 'Mine now' }, at(4))).toEqual(
      { status: 'not_found' },
    )
  })

  it('adds stops last, first and after a stop, and moves one by writing its key only', async () => {
    const { trip } = await tripWith('t3', ['a', 'b', 'c'])
    const first = await trips().changeTrip(
      trip.id,
      't3',
      trip.version,
      { kind: 'add', stop: point('z'), after: null },
      at(2),
    )
    expect(first.status === 'changed' && first.stops.map((s) => s.id)).toEqual(['z', 'a', 'b', 'c'])
    const middle = await trips().changeTrip(
      trip.id,
      't3',
      trip.version + 1,
      { kind: 'add', stop: point('m'), after: 'a' },
      at(3),
    )
    expect(middle.status === 'changed' && middle.stops.map((s) => s.id)).toEqual(['z', 'a', 'm', 'b', 'c'])
    const before = (await trips().getTrip(trip.id))!
    const moved = await trips().changeTrip(
      trip.id,
      't3',
      before.trip.version,
      { kind: 'stop', stopId: 'z', move: { after: 'c' }, overnight: true, note: 'Sleep here' },
      at(4),
    )
    expect(moved.status).toBe('changed')
    const after = (await trips().getTrip(trip.id))!
    expect(after.stops.map((s) => s.id)).toEqual(['a', 'm', 'b', 'c', 'z'])
    expect(after.stops.at(-1)).toMatchObject({ overnight: true, note: 'Sleep here' })
    // every other stop keeps the key it had
    const keys = (stops: StopRecord[]) =>
      Object.fromEntries(stops.filter((s) => s.id !== 'z').map((s) => [s.id, s.order]))
    expect(keys(after.stops)).toEqual(keys(before.stops))
    expect(after.trip).toMatchObject({ version: before.trip.version + 1, stopCount: 5 })
  })

  it('removes a stop, and refuses stops the trip does not hold', async () => {
    const { trip } = await tripWith('t4', ['a', 'b'])
    const v = trip.version
    expect(await trips().changeTrip(trip.id, 't4', v, { kind: 'remove', stopId: 'nope' }, at(2))).toEqual({
      status: 'stop_not_found',
    })
    expect(
      await trips().changeTrip(trip.id, 't4', v, { kind: 'add', stop: point('x'), after: 'nope' }, at(2)),
    ).toEqual({ status: 'stop_not_found' })
    expect(await trips().changeTrip(trip.id, 't4', v, { kind: 'remove', stopId: 'a' }, at(2))).toMatchObject({
      status: 'changed',
      trip: { stopCount: 1 },
    })
    expect(await names(trip.id)).toEqual(['b'])
  })

  it('refuses a change made on an older version, so two tabs lose nothing', async () => {
    const { trip } = await tripWith('t5', ['a', 'b', 'c'])
    const results = await Promise.all([
      trips().changeTrip(
        trip.id,
        't5',
        trip.version,
        { kind: 'stop', stopId: 'a', move: { after: 'c' } },
        at(2),
      ),
      trips().changeTrip(
        trip.id,
        't5',
        trip.version,
        { kind: 'stop', stopId: 'c', move: { after: null } },
        at(2),
      ),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(['changed', 'version'])
    expect(results.filter((r) => r.status === 'changed')).toHaveLength(1)
    const stored = (await trips().getTrip(trip.id))!
    expect(stored.trip.version).toBe(trip.version + 1)
    expect(stored.stops.map((s) => s.id).sort()).toEqual(['a', 'b', 'c'])
  })

  it(
    `holds at most ${TRIP_STOPS_MAX} stops and keeps them in order through many moves`,
    { timeout: 120_000 },
    async () => {
      const { trip } = await tripWith('t6', [])
      let version = trip.version
      for (let i = 0; i < TRIP_STOPS_MAX; i++) {
        const r = await trips().changeTrip(
          trip.id,
          't6',
          version,
          { kind: 'add', stop: point(`s${String(i).padStart(3, '0')}`), after: undefined },
          at(1),
        )
        if (r.status !== 'changed') throw new Error(r.status)
        version = r.trip.version
      }
      expect(
        await trips().changeTrip(
          trip.id,
          't6',
          version,
          { kind: 'add', stop: point('one-more'), after: null },
          at(2),
        ),
      ).toEqual({ status: 'full' })
      // moving a stop again and again into one gap: keys grow, the order holds
      for (let i = 0; i < 40; i++) {
        const r = await trips().changeTrip(
          trip.id,
          't6',
          version,
          { kind: 'stop', stopId: i % 2 ? 's099' : 's098', move: { after: 's000' } },
          at(3),
        )
        if (r.status !== 'changed') throw new Error(r.status)
        version = r.trip.version
      }
      const stops = (await trips().getTrip(trip.id))!.stops
      expect(stops.slice(0, 3).map((s) => s.id)).toEqual(['s000', 's099', 's098'])
      expect(stops).toHaveLength(TRIP_STOPS_MAX)
      expect(Math.max(...stops.map((s) => s.order.length))).toBeLessThanOrEqual(41)
    },
  )

  it(`keeps at most ${TRIPS_MAX} trips per traveller`, { timeout: 60_000 }, async () => {
    for (let i = 0; i < TRIPS_MAX; i++)
      expect((await trips().createTrip(tripRecord('t7'))).status).toBe('created')
    expect(await trips().createTrip(tripRecord('t7'))).toEqual({ status: 'limit' })
    expect((await trips().createTrip(tripRecord('t8'))).status).toBe('created')
  })

  it('gives a trip one link at a time, and its owner alone turns it off', async () => {
    const { trip } = await tripWith('t9', ['a'])
    const link = (id: string, userId = 't9') => ({ id, tripId: trip.id, userId, createdAt: at(5) })
    expect(await trips().shareTrip(link('token-a-aaaaaaaaaaaaaaa', 'someone'))).toEqual({
      status: 'not_found',
    })
    expect(await trips().shareTrip(link('token-b-bbbbbbbbbbbbbbb'))).toEqual({
      status: 'shared',
      link: link('token-b-bbbbbbbbbbbbbbb'),
    })
    await trips().shareTrip(link('token-c-ccccccccccccccc'))
    expect(await trips().getTripShare('token-b-bbbbbbbbbbbbbbb')).toBeNull()
    expect(await trips().getTripShare('token-c-ccccccccccccccc')).toEqual(link('token-c-ccccccccccccccc'))
    expect(await trips().shareOf(trip.id)).toEqual(link('token-c-ccccccccccccccc'))
    expect(await trips().unshareTrip(trip.id, 'someone')).toBe(false)
    expect(await trips().unshareTrip(trip.id, 't9')).toBe(true)
    expect(await trips().unshareTrip(trip.id, 't9')).toBe(false)
    expect(await trips().shareOf(trip.id)).toBeNull()
  })

  it('deletes a trip with its stops and link, only for its owner', async () => {
    const { trip } = await tripWith('t10', ['a', 'b'])
    await trips().shareTrip({
      id: 'token-d-ddddddddddddddd',
      tripId: trip.id,
      userId: 't10',
      createdAt: at(5),
    })
    expect(await trips().deleteTrip(trip.id, 'other')).toBe(false)
    expect(await trips().deleteTrip(trip.id, 't10')).toBe(true)
    expect(await trips().deleteTrip(trip.id, 't10')).toBe(false)
    expect(await trips().getTrip(trip.id)).toBeNull()
    expect(await trips().getTripShare('token-d-ddddddddddddddd')).toBeNull()
  })

  it('publishes a trip as an accepted event once, and finds it by the event', async () => {
    const [itinerary, other] = await seedEvents(storeOf(), [
      eventRecord({ ownerId: 't11', section: { main: 'itinerary', sub: null } }),
      eventRecord({ ownerId: 't11', section: { main: 'itinerary', sub: null } }),
    ])
    const { trip } = await tripWith('t11', ['a'])
    const accepts = (e: { ownerId: string }) => e.ownerId === 't11'
    expect(await trips().publishTrip(trip.id, 't11', 'missing', accepts, at(6))).toEqual({
      status: 'event_not_found',
    })
    expect(await trips().publishTrip(trip.id, 't11', itinerary!.id, () => false, at(6))).toEqual({
      status: 'event_not_found',
    })
    expect(await trips().publishTrip(trip.id, 't12', itinerary!.id, accepts, at(6))).toEqual({
      status: 'not_found',
    })
    const published = await trips().publishTrip(trip.id, 't11', itinerary!.id, accepts, at(6))
    expect(published).toMatchObject({
      status: 'published',
      trip: { publishedEventId: itinerary!.id, version: trip.version + 1 },
    })
    expect(await trips().publishTrip(trip.id, 't11', other!.id, accepts, at(7))).toEqual({
      status: 'published_elsewhere',
    })
    const second = await tripWith('t11', [])
    expect(await trips().publishTrip(second.trip.id, 't11', itinerary!.id, accepts, at(7))).toEqual({
      status: 'published_elsewhere',
    })
    expect((await trips().publishedTrip(itinerary!.id))?.stops.map((s) => s.id)).toEqual(['a'])
    expect(await trips().publishedTrip(other!.id)).toBeNull()
    // once the event is gone the trip may be published again
    await storeOf().events.deleteEvent(itinerary!.id)
    expect((await trips().publishTrip(trip.id, 't11', other!.id, accepts, at(8))).status).toBe('published')
  })

  it('an account’s deletion takes its trips, stops and links, and refuses its later writes', async () => {
    const { trip } = await tripWith('t13', ['a'])
    const kept = await tripWith('t14', ['b'])
    await trips().shareTrip({
      id: 'token-e-eeeeeeeeeeeeeee',
      tripId: trip.id,
      userId: 't13',
      createdAt: at(5),
    })
    await storeOf().accounts.markAccountDeleted('t13', at(9))
    await expect(trips().createTrip(tripRecord('t13'))).rejects.toBeInstanceOf(AccountDeletedError)
    await expect(
      trips().changeTrip(trip.id, 't13', trip.version, { kind: 'remove', stopId: 'a' }, at(9)),
    ).rejects.toBeInstanceOf(AccountDeletedError)
    await storeOf().accounts.deleteUserData('t13')
    expect(await trips().tripsOf('t13')).toEqual([])
    expect(await trips().getTrip(trip.id)).toBeNull()
    expect(await trips().getTripShare('token-e-eeeeeeeeeeeeeee')).toBeNull()
    expect((await trips().getTrip(kept.trip.id))?.stops).toHaveLength(1)
  })
}
