// The map of events, with its two engines: its code loads when the map is first shown.
import { lazy } from 'react'

export const EventsMap = lazy(() => import('./components/events-map'))
