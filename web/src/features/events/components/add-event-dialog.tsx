// The add-event modal: on success it closes, and the caller refreshes its list (spec.md §4 "Submit").
import { useTranslation } from 'react-i18next'
import { emptyEventForm, toEventPayload, type EventDto } from '@travel/domain'
import { createEvent } from '../api/create-event'
import { EventForm } from './event-form'
import { FormDialog } from './form-dialog'

interface AddEventDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (event: EventDto) => void
}

export function AddEventDialog({ open, onOpenChange, onCreated }: AddEventDialogProps) {
  const { t } = useTranslation('events')
  return (
    <FormDialog title={t('form.addTitle')} open={open} onOpenChange={onOpenChange}>
      <EventForm
        initialValues={emptyEventForm}
        submitLabel={t('form.add')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async ({ values }) => {
          const event = await createEvent(toEventPayload(values))
          // Closing unmounts the form, which resets its fields and upload flags.
          onOpenChange(false)
          onCreated(event)
        }}
      />
    </FormDialog>
  )
}

export default AddEventDialog
