// Reports and moderation: the "Report" button and its dialog (loaded when pressed) and what an author sees
// of their own hidden items; the moderators' screen is routes.tsx, their notices are in features/notices.
export { ReportButton } from './components/report-button'
export { HiddenBadge, HiddenBanner, HiddenPhotosNote } from './components/hidden-marks'
export { DuplicateButton } from './components/duplicate-button'
