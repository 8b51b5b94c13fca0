// "Suggest an edit" on someone else's event: the event's own form with its current values, without the
// date and files (a suggestion does not change them), and a required reason. Only the fields the
// traveller changed are sent; the author decides (docs/suggestions.md).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  proposedChanges,
  storedTexts,
  toEventFormValues,
  toEventPayload,
  type EventDto,
} from '@travel/domain'
import { AlertNote } from '@/components/feedback/alert-note'
import { ApiError } from '@/lib/api-client'
import { EventForm, FormDialog } from '@/features/event-form'
import { useSendSuggestion } from '../api/send-suggestion'

interface SuggestEditDialogProps {
  event: EventDto
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function SuggestEditDialog({ event, open, onOpenChange }: SuggestEditDialogProps) {
  const { t } = useTranslation('changes')
  const send = useSendSuggestion(event._id)
  const [sent, setSent] = useState(false)
  return (
    <FormDialog title={t('suggest.title', { title: event.title })} open={open} onOpenChange={onOpenChange}>
      {sent ? (
        <AlertNote status="success" message={t('suggest.sent', { name: event.user.username })} strong />
      ) : (
        <EventForm
          variant="suggest"
          initialValues={toEventFormValues(event)}
          submitLabel={t('suggest.send')}
          onCancel={() => onOpenChange(false)}
          onSubmit={async ({ values, reason }) => {
            const changes = proposedChanges(storedTexts(event), toEventPayload(values))
            if (Object.keys(changes).length === 0)
              throw new ApiError(400, 'validation_failed', t('validation:nothing_to_update'))
            await send.mutateAsync({ changes, reason: reason ?? '' })
            setSent(true)
          }}
        />
      )}
    </FormDialog>
  )
}

export default SuggestEditDialog
