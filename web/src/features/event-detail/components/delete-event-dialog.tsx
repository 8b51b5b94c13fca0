// Deleting asks first; a failure stays in the dialog, success leaves for the events page.
import { Dialog, Portal, Text } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmFooter } from '@/components/feedback/confirm-footer'
import { AlertNote } from '@/components/feedback/alert-note'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useDeleteEvent } from '../api/delete-event'

interface DeleteEventDialogProps {
  eventId: string
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the event is gone: called before the page is left */
  onDeleted?: () => void
}

export function DeleteEventDialog({ eventId, title, open, onOpenChange, onDeleted }: DeleteEventDialogProps) {
  const { t } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  const navigate = useNavigate()
  const remove = useDeleteEvent()
  // pending from the press until the page is left: the dialog cannot be closed in between
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const confirm = () => {
    setPending(true)
    setError(null)
    remove.mutate(eventId, {
      onSuccess: () => {
        onDeleted?.()
        onOpenChange(false)
        void navigate(paths.events)
      },
      onError: (e) => {
        setError(errorMessage(e))
        setPending(false)
      },
    })
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (pending) return
        setError(null)
        onOpenChange(e.open)
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('delete.question', { title })}</Text>
              <AlertNote status="error" message={error} strong mt="4" />
            </Dialog.Body>
            <ConfirmFooter
              cancelLabel={t('delete.cancel')}
              confirmLabel={t('delete.confirm')}
              confirmingLabel={t('delete.deleting')}
              busy={pending}
              destructive
              onConfirm={confirm}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
