// A moderator's decision on one item: the reason from the list and an optional note, then sent; removing
// asks once more, as it deletes the item for good.
import { Stack, Text, chakra } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { DecisionAction, DecisionReason } from '@travel/domain'
import { AlertNote } from '@/components/feedback/alert-note'
import { SheetDialog } from '@/components/feedback/sheet-dialog'
import { ApiError } from '@/lib/api-client'
import { useDecide } from '../api/decide'
import { reasonError, serverErrors, type FormErrors } from '../lib/form-errors'
import { ReasonText, SendButtons } from './reason-form'
import { ReasonRadios } from './reason-radios'

/** Keeping or restoring says the item breaks no rule (or was put right); removing names the rule. */
const REASONS: Record<DecisionAction, readonly DecisionReason[]> = {
  keep: ['no-breach', 'corrected'],
  restore: ['no-breach', 'corrected'],
  remove: ['wrong-info', 'duplicate', 'private-property', 'spam', 'abusive', 'illegal', 'not-theirs'],
}

export interface DecisionDialogProps {
  userId: string
  itemKey: string
  /** the item's version as the queue showed it: the decision is refused if it moved on since */
  version: number
  label: string
  action: DecisionAction
  open: boolean
  onOpenChange: (open: boolean) => void
  /** after the server has taken the decision */
  onDone: (action: DecisionAction) => void
  /** the server refused it because the item changed since it was read (the queue reloads it) */
  onChanged: (message: string) => void
}

type Errors = FormErrors<'reason' | 'text'>

export function DecisionDialog({
  userId,
  itemKey,
  version,
  label,
  action,
  open,
  onOpenChange,
  onDone,
  onChanged,
}: DecisionDialogProps) {
  const { t } = useTranslation(['moderation', 'reports'])
  const [reason, setReason] = useState<DecisionReason | null>(null)
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [confirming, setConfirming] = useState(false)
  const decide = useDecide(userId)

  const send = async () => {
    if (!reason) return
    try {
      await decide.mutateAsync({ key: itemKey, action, reason, text: text.trim(), version })
      onOpenChange(false)
      onDone(action)
    } catch (error) {
      setConfirming(false)
      // The moderator decided on what they read; once it changed they read it again before deciding.
      if (error instanceof ApiError && error.status === 409) {
        onOpenChange(false)
        onChanged(error.message)
        return
      }
      setErrors(serverErrors(error, ['reason', 'text']))
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {}
    if (!reason) found.reason = t('validation:decision_reason_invalid')
    const textFault = reasonError(text, t)
    if (textFault) found.text = textFault
    setErrors(found)
    if (Object.keys(found).length) return
    if (action === 'remove') setConfirming(true)
    else void send()
  }

  return (
    <SheetDialog
      title={t(`actionLabels.${action}`, { label })}
      open={open}
      onOpenChange={onOpenChange}
      locked={decide.isPending}
      role={confirming ? 'alertdialog' : 'dialog'}
    >
      <AlertNote status="error" message={errors.form} mb="4" />
      {confirming ? (
        <Stack gap="4">
          <Text>{t('decision.confirm', { label })}</Text>
          <SendButtons
            onCancel={() => setConfirming(false)}
            cancelLabel={t('decision.back')}
            cancelDisabled={decide.isPending}
            sendLabel={t('decision.confirmButton')}
            sendingLabel={t('decision.sending')}
            pending={decide.isPending}
            colorPalette="red"
            onSend={() => void send()}
          />
        </Stack>
      ) : (
        <chakra.form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text fontSize="sm">{t(`decision.intro.${action}`)}</Text>
            <ReasonRadios
              legend={t('decision.reason')}
              options={REASONS[action].map((value) => ({
                value,
                label: t(`reports:decisions.${value}`),
              }))}
              value={reason}
              onChange={setReason}
              error={errors.reason}
            />
            <ReasonText label={t('decision.text')} error={errors.text} value={text} onChange={setText} />
            <SendButtons
              onCancel={() => onOpenChange(false)}
              cancelDisabled={decide.isPending}
              sendLabel={t(`decision.send.${action}`)}
              sendingLabel={t('decision.sending')}
              pending={decide.isPending}
              colorPalette={action === 'remove' ? 'red' : 'brand'}
            />
          </Stack>
        </chakra.form>
      )}
    </SheetDialog>
  )
}
