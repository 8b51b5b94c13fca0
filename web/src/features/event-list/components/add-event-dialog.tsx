// The add-event modal: on success it closes, and every list shows the new event (docs/screens.md "Submit";
// useCreateEvent refreshes them).
import { useTranslation } from 'react-i18next'
import { emptyEventForm, toEventPayload, type EventDto, type EventFormValues } from '@travel/domain'
import { useCreateEvent } from '../api/create-event'
import { EventForm, FormDialog } from '@/features/event-form'

interface AddEventDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** told after the server saved the new event */
  onCreated?: (event: EventDto) => void | Promise<void>
  /** fields filled in already (an itinerary from a trip) */
  initialValues?: Partial<EventFormValues>
}

export function AddEventDialog({ open, onOpenChange, onCreated, initialValues }: AddEventDialogProps) {
  const { t } = useTranslation('event-form')
  const create = useCreateEvent()
  return (
    <FormDialog title={t('addTitle')} open={open} onOpenChange={onOpenChange}>
      <EventForm
        initialValues={{ ...emptyEventForm, ...initialValues }}
        submitLabel={t('add')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async ({ values }) => {
          const event = await create.mutateAsync(toEventPayload(values))
          // Closing unmounts the form, which resets its fields and upload flags.
          onOpenChange(false)
          await onCreated?.(event)
        }}
      />
    </FormDialog>
  )
}

export default AddEventDialog
