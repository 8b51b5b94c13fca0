// Reports and moderation: the "Report" button and its dialog (loaded when pressed), what an author sees of
// their own hidden items, and the profile's notices (their own chunk); the moderators' screen is routes.tsx.
import { lazy } from 'react'

export { ReportButton } from './components/report-button'
export { HiddenBadge, HiddenBanner, HiddenPhotosNote } from './components/hidden-marks'
export const OwnNotices = lazy(() => import('./components/own-notices'))
