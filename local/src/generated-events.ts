// Many generated events written straight into a data folder's embedded store, for the journeys and
// measurements of the site at a size the demo data never reaches: dense towns and sparse country between.
import { join } from 'node:path'
import { MAIN_SECTIONS, SUBSECTIONS } from '@travel/domain'
import { geohashOf, NO_CHECKINS, openEmbeddedStore, type EventRecord } from '@travel/functions/store'

/** Where `startStack` keeps the embedded store of a data folder. */
const STORE_FOLDER = 'api'

/**
 * Writes `count` events into `dataDir` (which the stack then starts on without seeding): 70 % around 40
 * towns of central Europe, the rest spread over Europe, every section, the same each time.
 */
export async function writeGeneratedEvents(dataDir: string, count: number): Promise<void> {
  const store = await openEmbeddedStore(join(dataDir, STORE_FOLDER))
  await Promise.all(generatedEvents(count).map((event) => store.events.createEvent(event)))
  await store.flush()
}

/** The events writeGeneratedEvents writes, for a store of a test's own. */
export function generatedEvents(count: number): EventRecord[] {
  let seed = 7
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
  const towns = Array.from({ length: 40 }, () => [45 + random() * 7, 5 + random() * 20] as const)
  const now = new Date().toISOString()
  return Array.from({ length: count }, (_, i) => {
    const main = pick(MAIN_SECTIONS)
    const subs = SUBSECTIONS[main] as readonly string[]
    const town = i % 10 < 7 ? pick(towns) : null
    const spread = () => (random() + random() + random() - 1.5) * 0.6
    const [lat, lng] = town
      ? [town[0] + spread(), town[1] + spread()]
      : [36 + random() * 24, -9 + random() * 39]
    const coordinates = [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6]
    // as the services write an event: its geohash and an empty check-in summary (else the API's start
    // would backfill them one event at a time)
    return {
      ...NO_CHECKINS,
      geohash: geohashOf(coordinates),
      id: `gen${String(i).padStart(6, '0')}`,
      title: `${pick(['Lake', 'Forest', 'Mountain', 'River', 'Old town'])} ${pick(['camp', 'view', 'loop', 'pass'])} no. ${i}`,
      description: 'A generated place, one of many.',
      image: '/favicon.svg',
      thumbnail: null,
      gpxFile: null,
      map: null,
      coordinates,
      access: pick([0, 1, 2] as const),
      date: new Date(Date.parse(now) - Math.floor(random() * 1500) * 86_400_000).toISOString().slice(0, 10),
      section: { main, sub: subs.length ? (pick(subs) as EventRecord['section']['sub']) : null },
      country: 'Slovakia',
      ownerId: `generated${i % 50}`,
      ownerName: `Traveller ${i % 50}`,
      createdAt: now,
      updatedAt: now,
    }
  })
}
