// The owner's edit modal: the image is sent only when a new one was uploaded here, and each save names
// the version it was made from, so a save made elsewhere meanwhile is a 409 the dialog offers to load
// (docs/screens.md, "Forms").
import { Alert, Button } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toEventFormValues, toEventPayload, type EventDto, type EventUpdatePayload } from '@travel/domain'
import { ApiError, errorMessage } from '@/lib/api-client'
import { EventForm, FormDialog } from '@/features/event-form'
import { eventKeys } from '@/features/events'
import { getEvent } from '../api/get-event'
import { useUpdateEvent } from '../api/update-event'

interface EditEventDialogProps {
  event: EventDto
  open: boolean
  onOpenChange: (open: boolean) => void
  /** told after the server saved the changes */
  onSaved?: (event: EventDto) => void
}

type Stale = 'no' | 'stale' | 'loading' | 'loaded'

export function EditEventDialog({ event, open, onOpenChange, onSaved }: EditEventDialogProps) {
  const { t } = useTranslation('event-form')
  const update = useUpdateEvent()
  const queryClient = useQueryClient()
  // The version the typed changes apply to: the event the dialog opened with, or the latest one loaded.
  const [base, setBase] = useState(event)
  const [stale, setStale] = useState<Stale>('no')
  const [loadError, setLoadError] = useState<string | null>(null)

  async function loadLatest() {
    setStale('loading')
    setLoadError(null)
    try {
      const latest = await getEvent(event._id)
      queryClient.setQueryData(eventKeys.detail(latest._id), latest)
      setBase(latest)
      setStale('loaded')
    } catch (error) {
      setLoadError(errorMessage(error))
      setStale('stale')
    }
  }

  return (
    <FormDialog title={t('editTitle')} open={open} onOpenChange={onOpenChange}>
      {stale !== 'no' ? (
        <Alert.Root status={stale === 'loaded' ? 'info' : 'warning'} role="status" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{stale === 'loaded' ? t('stale.latestLoaded') : t('stale.staleTitle')}</Alert.Title>
            {loadError ? <Alert.Description>{loadError}</Alert.Description> : null}
            {stale === 'loaded' ? null : (
              <Button
                mt="2"
                size="sm"
                variant="outline"
                alignSelf="start"
                loading={stale === 'loading'}
                loadingText={t('stale.loadingLatest')}
                onClick={() => void loadLatest()}
              >
                {t('stale.loadLatest')}
              </Button>
            )}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <EventForm
        initialValues={toEventFormValues(event)}
        submitLabel={t('save')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async ({ values, newImage }) => {
          const { image, ...rest } = toEventPayload(values)
          const changes: EventUpdatePayload = newImage ? { ...rest, image } : rest
          try {
            const saved = await update.mutateAsync({
              id: event._id,
              payload: { ...changes, updatedAt: base.updatedAt },
            })
            onOpenChange(false)
            onSaved?.(saved)
          } catch (error) {
            if (error instanceof ApiError && error.code === 'event_changed') setStale('stale')
            throw error
          }
        }}
      />
    </FormDialog>
  )
}

export default EditEventDialog
