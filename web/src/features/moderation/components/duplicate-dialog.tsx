// "Same place as…": the events within MERGE_RADIUS_KM of this one (nearest first, itself left out) as
// choices, and the required reason within the report's limit. The server's refusals show at their field
// or above the form; a second claim on the same pair replaces the traveller's first.
import { Stack, Text, chakra } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MERGE_RADIUS_KM } from '@travel/domain'
import { AlertNote } from '@/components/feedback/alert-note'
import { SheetDialog } from '@/components/feedback/sheet-dialog'
import { LoadingState } from '@/components/feedback/status-views'
import { errorMessage } from '@/lib/api-client'
import { formatKm } from '@/utils/format-number'
import { useNearbyEvents, useSendDuplicate, type DuplicateSent } from '../api/duplicates'
import { reasonError, serverErrors, type FormErrors } from '../lib/form-errors'
import { ReasonText, SendButtons, SentNotice } from './reason-form'
import { ReasonRadios } from './reason-radios'

export interface DuplicateDialogProps {
  event: { _id: string; position: [number, number] }
  open: boolean
  onOpenChange: (open: boolean) => void
  /** where the focus goes back to when the dialog closes */
  trigger: HTMLElement | null
}

const FIELDS = ['otherId', 'reason'] as const
type Errors = FormErrors<(typeof FIELDS)[number]>

export default function DuplicateDialog({ event, open, onOpenChange, trigger }: DuplicateDialogProps) {
  const { t, i18n } = useTranslation('reports')
  const nearby = useNearbyEvents(event._id, event.position)
  const send = useSendDuplicate(event._id)
  const [otherId, setOtherId] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState<DuplicateSent | null>(null)
  const km = formatKm(MERGE_RADIUS_KM, i18n.language)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found: Errors = {}
    if (!otherId) found.otherId = t('validation:duplicate_other_invalid')
    const reasonFault = reasonError(reason, t, 'validation:duplicate_reason_required')
    if (reasonFault) found.reason = reasonFault
    setErrors(found)
    if (Object.keys(found).length || !otherId) return
    try {
      setSent(await send.mutateAsync({ otherId, reason: reason.trim() }))
    } catch (error) {
      setErrors(serverErrors(error, FIELDS))
    }
  }

  return (
    <SheetDialog
      title={t('duplicate.title')}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      closeLabel={t('duplicate.close')}
    >
      {sent ? (
        <SentNotice
          title={t('duplicate.sent')}
          description={sent.replaced ? t('duplicate.updated') : null}
          closeLabel={t('duplicate.close')}
          onClose={() => onOpenChange(false)}
        />
      ) : (
        <chakra.form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            <Text fontSize="sm">{t('duplicate.intro', { km })}</Text>
            <AlertNote status="error" message={errors.form} />
            {nearby.status === 'pending' ? (
              <LoadingState label={t('duplicate.loading')} />
            ) : nearby.status === 'error' ? (
              <AlertNote status="error" message={errorMessage(nearby.error)} />
            ) : nearby.data.length === 0 ? (
              <Text>{t('duplicate.none', { km })}</Text>
            ) : (
              <ReasonRadios
                legend={t('duplicate.choose')}
                options={nearby.data.map((other) => ({
                  value: other._id,
                  label: other.title,
                  hint: t('duplicate.distance', {
                    distance: formatKm(other.distanceKm ?? 0, i18n.language),
                    username: other.user.username,
                  }),
                }))}
                value={otherId}
                onChange={setOtherId}
                error={errors.otherId}
              />
            )}
            <ReasonText
              label={t('duplicate.reason')}
              error={errors.reason}
              required
              value={reason}
              onChange={setReason}
            />
            <SendButtons
              onCancel={() => onOpenChange(false)}
              sendLabel={t('duplicate.send')}
              sendingLabel={t('dialog.sending')}
              pending={send.isPending}
              sendDisabled={nearby.status === 'success' && nearby.data.length === 0}
            />
          </Stack>
        </chakra.form>
      )}
    </SheetDialog>
  )
}
