// The demo trips (docs/trips.md): Jana's family caravan loop round Slovakia, which warns of a camp too
// short for the caravan and closed in October and is published as her itinerary, and Tom's 4×4 crossing
// of the Caucasus. A stop names a demo event by its key, or is a free point.
import type { Vehicle } from '@travel/domain'
import type { DemoUserKey } from './demo-users'

export type DemoStop = { overnight?: boolean; note?: string } & (
  { event: string } | { name: string; at: readonly [number, number] }
)

export interface DemoTrip {
  key: string
  owner: DemoUserKey
  name: string
  /** the start: the next such day after the seed's `today` */
  starts: { month: number; day: number }
  vehicle: Vehicle
  stops: readonly DemoStop[]
  /** the demo event (an itinerary of the owner) the trip is published as */
  publishedAs?: string
}

export const DEMO_TRIPS: readonly DemoTrip[] = [
  {
    key: 'slovak-family-loop',
    owner: 'jana',
    name: 'Rodinný okruh Slovenskom',
    starts: { month: 10, day: 2 },
    vehicle: { lengthM: 7.5, heightM: 3, fourByFour: false },
    stops: [
      { name: 'Štart: Bratislava, Petržalka', at: [48.1236, 17.1096] },
      { event: 'bojnice-castle', note: 'Vstupenky na prehliadku kúpiť vopred.' },
      { event: 'liptov-meadow', note: 'Overiť, či sa tam 7,5 m karavan otočí.' },
      { event: 'besenova-camp', note: 'Deň oddychu v termálnom kúpalisku.' },
      { event: 'sucha-bela' },
      { event: 'tomasovsky-vyhlad', overnight: true, note: 'Nocľah na parkovisku v Podlesku.' },
      { event: 'spis-castle' },
      { event: 'pieniny-loop' },
      { name: 'Cieľ: Bratislava', at: [48.1486, 17.1077] },
    ],
    publishedAs: 'slovak-family-loop',
  },
  {
    key: 'caucasus-crossing',
    owner: 'tom',
    name: 'Across the Caucasus by 4×4',
    starts: { month: 7, day: 10 },
    vehicle: { lengthM: 5.3, heightM: 2.1, fourByFour: true },
    stops: [
      {
        name: 'Upper Lars border crossing',
        at: [42.7425, 44.6286],
        note: 'Green card and the car’s papers ready.',
      },
      { event: 'kazbek-night' },
      { name: 'Jvari Pass', at: [42.5134, 44.4596], note: 'Chains in the car even in July.' },
      { name: 'Tbilisi: fuel and supplies', at: [41.7151, 44.8271], overnight: true },
      { event: 'abano-pass', note: 'Only in dry weather; no fuel until Omalo.' },
      { name: 'Omalo, Tusheti', at: [42.3727, 45.6336], overnight: true },
      { name: 'Lagodekhi border crossing', at: [41.8247, 46.2766] },
    ],
  },
]

/** The trip's start: the first `month/day` after `today`, YYYY-MM-DD. */
export function demoTripStart({ month, day }: DemoTrip['starts'], today: Date): string {
  const iso = (year: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  const todayIso = today.toISOString().slice(0, 10)
  const year = today.getUTCFullYear()
  return iso(year) > todayIso ? iso(year) : iso(year + 1)
}
