// The add and edit dialog of a check-in, in the event form's frame. Loaded only when opened: its form,
// schema and upload code stay off the event's page until a traveller checks in.
import { useTranslation } from 'react-i18next'
import { todayIso, type AccessCode, type CheckinDto } from '@travel/domain'
import { FormDialog } from '@/features/event-form'
import { useSaveCheckin } from '../api/save-checkin'
import { CheckinForm, type CheckinFormValues } from './checkin-form'

export interface CheckinDialogProps {
  eventId: string
  /** the event's access: what a new check-in starts from */
  eventAccess: AccessCode
  /** the check-in being edited; none to add one */
  checkin?: CheckinDto | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

function initialValues(eventAccess: AccessCode, checkin: CheckinDto | undefined): CheckinFormValues {
  if (checkin) {
    const { visitDate, state, rating, text, photos, access } = checkin
    return { visitDate, state, rating, text, photos, access }
  }
  return {
    visitDate: todayIso(),
    state: 'as-described',
    rating: null,
    text: '',
    photos: [],
    access: eventAccess,
  }
}

export default function CheckinDialog({
  eventId,
  eventAccess,
  checkin,
  open,
  onOpenChange,
}: CheckinDialogProps) {
  const { t } = useTranslation('checkins')
  const save = useSaveCheckin()
  return (
    <FormDialog
      title={checkin ? t('form.editTitle') : t('form.addTitle')}
      open={open}
      onOpenChange={onOpenChange}
    >
      <CheckinForm
        initialValues={initialValues(eventAccess, checkin)}
        submitLabel={checkin ? t('form.saveChanges') : t('form.save')}
        onCancel={() => onOpenChange(false)}
        onSubmit={async (payload) => {
          await save.mutateAsync({ eventId, checkinId: checkin?._id, payload })
          onOpenChange(false)
        }}
      />
    </FormDialog>
  )
}
