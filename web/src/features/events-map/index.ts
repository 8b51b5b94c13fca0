// The map of events, with its two engines (its code and texts load when the map is first shown), and the
// radii a "near" search offers, which the list's controls share with the map.
import { lazy } from 'react'
import { withTexts } from '@/lib/lazy-screen'

export { NEAR_RADII_KM } from './lib/near-radii'

export const EventsMap = lazy(withTexts(() => import('./components/events-map'), ['events-map']))
