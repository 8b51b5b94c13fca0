// A route's track on its event's page (numbers, map and elevation profile): its code loads with the first
// route shown.
import { lazy } from 'react'

export const EventTrack = lazy(() => import('./components/event-track'))
