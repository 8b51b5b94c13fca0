// The check-in dialog's code loads when a traveller first opens it (the form, the schema, the uploads).
import { Suspense, lazy } from 'react'
import { withTexts } from '@/lib/lazy-screen'
import type { CheckinDialogProps } from './checkin-dialog'

const CheckinDialog = lazy(withTexts(() => import('./checkin-dialog'), ['checkins', 'uploads', 'validation']))

/** Mounted only while open, so every opening starts from a clean form. */
export function LazyCheckinDialog(props: CheckinDialogProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <CheckinDialog {...props} />
    </Suspense>
  )
}
