// Adding and editing an event, each in its dialog: the form's code loads when a dialog is first opened.
import { lazy } from 'react'

export const AddEventDialog = lazy(() => import('./components/add-event-dialog'))
export const EditEventDialog = lazy(() => import('./components/edit-event-dialog'))
