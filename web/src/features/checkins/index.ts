// Check-ins ("I was here"): the button beside an event's actions, the event page's section and gallery,
// and the profile's list. All but the button are their own chunks, loaded when their page shows them.
import { lazy } from 'react'

export { CheckinButton } from './components/checkin-button'
export const EventGallery = lazy(() => import('./components/event-gallery'))
export const CheckinsSection = lazy(() => import('./components/checkins-section'))
export const OwnCheckins = lazy(() => import('./components/own-checkins'))
