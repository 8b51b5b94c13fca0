// A route's track on its event's page (numbers, map and elevation profile): its code loads with the first
// route shown, with its texts.
import { lazy } from 'react'
import { withTexts } from '@/lib/lazy-screen'

export const EventTrack = lazy(withTexts(() => import('./components/event-track'), ['tracks']))
