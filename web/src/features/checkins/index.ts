// Check-ins ("I was here"): the button beside an event's actions, the event page's section and gallery,
// the profile's list (their own chunks, loaded when shown), and the sending of those kept on the device.
import { lazy } from 'react'

export { CheckinButton } from './components/checkin-button'
export const EventGallery = lazy(() => import('./components/event-gallery'))
export const CheckinsSection = lazy(() => import('./components/checkins-section'))
export const OwnCheckins = lazy(() => import('./components/own-checkins'))
export { useKeptCheckinsWarning } from './hooks/use-kept-checkins-warning'
export { useSendKeptCheckins } from './hooks/use-send-kept-checkins'
