// What the profile shows of notices: the "Notices and e-mail" settings card, in its own chunk.
import { lazy } from 'react'

export const NoticeSettingsCard = lazy(() => import('./components/notice-settings'))
