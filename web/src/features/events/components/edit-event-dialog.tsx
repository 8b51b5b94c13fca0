// The owner's edit modal. The image goes to the server only when a new one was uploaded in this dialog,
// so an edit never re-sends (or accidentally replaces) the picture the event already has. The saved event
// shows on its page, in the lists and in the wishlist without a reload (useUpdateEvent).
import { useTranslation } from 'react-i18next'
import { toEventFormValues, toEventPayload, type EventDto, type EventUpdatePayload } from '@travel/domain'
import { useUpdateEvent } from '../api/update-event'
import { EventForm } from './event-form'
import { FormDialog } from './form-dialog'

interface EditEventDialogProps {
  event: EventDto
  open: boolean
  onOpenChange: (open: boolean) => void
  /** told after the server saved the changes */
  onSaved?: (event: EventDto) => void
}

export function EditEventDialog({ event, open, onOpenChange, onSaved }: EditEventDialogProps) {
  const { t } = useTranslation('events')
  const update = useUpdateEvent()
  return (
    <FormDialog title={t('form.editTitle')} open={open} onOpenChange={onOpenChange}>
      <EventForm
        initialValues={toEventFormValues(event)}
        submitLabel={t('form.save')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async ({ values, newImage }) => {
          const { image, ...rest } = toEventPayload(values)
          const payload: EventUpdatePayload = newImage ? { ...rest, image } : rest
          const saved = await update.mutateAsync({ id: event._id, payload })
          onOpenChange(false)
          onSaved?.(saved)
        }}
      />
    </FormDialog>
  )
}

export default EditEventDialog
