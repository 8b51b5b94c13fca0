// The check-in dialog's code loads when a traveller first opens it (the form, the schema, the uploads).
import { Suspense, lazy } from 'react'
import type { CheckinDialogProps } from './checkin-dialog'

const CheckinDialog = lazy(() => import('./checkin-dialog'))

/** Mounted only while open, so every opening starts from a clean form. */
export function LazyCheckinDialog(props: CheckinDialogProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <CheckinDialog {...props} />
    </Suspense>
  )
}
