// A moderator's decision on a claimed pair: merge (which event stays, the suggested one chosen first) or
// decline, with the reason the log and both authors' notices carry (the statement of reasons).
import { Stack, Text, chakra } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { MergeAction, MergeQueueItemDto } from '@travel/domain'
import { AlertNote } from '@/components/feedback/alert-note'
import { SheetDialog } from '@/components/feedback/sheet-dialog'
import { useDecideMerge } from '../api/merges'
import { reasonError, serverErrors, type FormErrors } from '../lib/form-errors'
import { ReasonText, SendButtons } from './reason-form'
import { ReasonRadios } from './reason-radios'

export interface MergeDialogProps {
  userId: string
  item: MergeQueueItemDto
  action: MergeAction
  open: boolean
  onOpenChange: (open: boolean) => void
  onDone: (message: string) => void
}

export function MergeDialog({ userId, item, action, open, onOpenChange, onDone }: MergeDialogProps) {
  const { t } = useTranslation(['moderation', 'reports'])
  const decide = useDecideMerge(userId)
  const [keep, setKeep] = useState(item.suggestedKeep)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<FormErrors<'reason' | 'keep'>>({})

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const fault = reasonError(reason, t, 'validation:merge_reason_required')
    if (fault) return setErrors({ reason: fault })
    setErrors({})
    try {
      await decide.mutateAsync({ pair: item.pair, action, keep, reason: reason.trim() })
      const kept = item.events.find((event) => event._id === keep)
      onOpenChange(false)
      onDone(t(`merges.done.${action}`, { label: kept?.title ?? '' }))
    } catch (error) {
      setErrors(serverErrors(error, ['reason', 'keep']))
    }
  }

  return (
    <SheetDialog
      title={t(action === 'merge' ? 'merges.dialog.mergeTitle' : 'merges.dialog.declineTitle')}
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={t('reports:dialog.close')}
    >
      <chakra.form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <AlertNote status="error" message={errors.form} />
          {action === 'merge' ? (
            <>
              <ReasonRadios
                legend={t('merges.dialog.keep')}
                options={item.events.map((event) => ({
                  value: event._id,
                  label: event.title,
                  hint:
                    event._id === item.suggestedKeep
                      ? `${t('merges.checkins', { count: event.checkins })} · ${t('merges.dialog.suggested')}`
                      : t('merges.checkins', { count: event.checkins }),
                }))}
                value={keep}
                onChange={setKeep}
                error={errors.keep}
              />
              <Text fontSize="sm" color="fg.muted">
                {t('merges.dialog.keepHint')}
              </Text>
            </>
          ) : null}
          <ReasonText
            label={t('merges.dialog.reason')}
            error={errors.reason}
            required
            value={reason}
            onChange={setReason}
          />
          <SendButtons
            onCancel={() => onOpenChange(false)}
            sendLabel={t(`merges.dialog.send.${action}`)}
            sendingLabel={t('decision.sending')}
            pending={decide.isPending}
            colorPalette={action === 'merge' ? 'brand' : 'gray'}
          />
        </Stack>
      </chakra.form>
    </SheetDialog>
  )
}
