// Deleting asks first; a failure stays in the dialog, success leaves for the events page.
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import ConfirmDialogContent from '@/components/feedback/confirm-dialog-content'
import { paths } from '@/config/paths'
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
  const { t } = useTranslation('event-page')
  const navigate = useNavigate()
  const remove = useDeleteEvent()
  return (
    <ConfirmDialogContent
      open={open}
      onOpenChange={onOpenChange}
      trigger={null}
      title={t('delete.title')}
      description={t('delete.question', { title })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      confirmingLabel={t('delete.deleting')}
      destructive
      // the dialog stays busy until the page is left, so it cannot be closed in between
      onConfirm={async () => {
        await remove.mutateAsync(eventId)
        onDeleted?.()
        await navigate(paths.events)
      }}
    />
  )
}
