// A moderator's decision on one item: the reason from the list and an optional note, then sent; removing
// asks once more, as it deletes the item for good.
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text, chakra } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { REPORT_TEXT_MAX, visibleLength, type DecisionAction, type DecisionReason } from '@travel/domain'
import { TextareaField } from '@/components/form/textarea-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useDecide } from '../api/decide'
import { ReasonRadios } from './reason-radios'
import { PHONE_SHEET_CONTENT } from '@/components/feedback/phone-sheet'

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

interface Errors {
  reason?: string
  text?: string
  form?: string
}

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
  const { t, i18n } = useTranslation(['moderation', 'reports'])
  const [reason, setReason] = useState<DecisionReason | null>(null)
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [confirming, setConfirming] = useState(false)
  const decide = useDecide(userId)
  const number = (value: number) => value.toLocaleString(i18n.language)

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
      const found: Errors = {}
      if (error instanceof ApiError) {
        if (error.fields.reason) found.reason = error.fields.reason
        if (error.fields.text) found.text = error.fields.text
      }
      setErrors(Object.keys(found).length ? found : { form: errorMessage(error) })
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Errors = {}
    if (!reason) found.reason = t('validation:decision_reason_invalid')
    if (visibleLength(text.trim()) > REPORT_TEXT_MAX) found.text = t('validation:report_text_length')
    setErrors(found)
    if (Object.keys(found).length) return
    if (action === 'remove') setConfirming(true)
    else void send()
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role={confirming ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(e) => {
        if (!decide.isPending) onOpenChange(e.open)
      }}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_SHEET_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>{t(`actionLabels.${action}`, { label })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {errors.form ? (
                <Alert.Root status="error" role="alert" mb="4">
                  <Alert.Indicator />
                  <Alert.Description>{errors.form}</Alert.Description>
                </Alert.Root>
              ) : null}
              {confirming ? (
                <Stack gap="4">
                  <Text>{t('decision.confirm', { label })}</Text>
                  <Stack direction="row" justify="flex-end" gap="3">
                    <Button
                      variant="outline"
                      disabled={decide.isPending}
                      onClick={() => setConfirming(false)}
                    >
                      {t('decision.back')}
                    </Button>
                    <Button
                      colorPalette="red"
                      loading={decide.isPending}
                      loadingText={t('decision.sending')}
                      onClick={() => void send()}
                    >
                      {t('decision.confirmButton')}
                    </Button>
                  </Stack>
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
                    <TextareaField
                      label={t('decision.text')}
                      error={errors.text}
                      hint={t('reports:dialog.textCounter', {
                        used: number(visibleLength(text)),
                        max: number(REPORT_TEXT_MAX),
                      })}
                      value={text}
                      onChange={(e) => setText(e.target.value)}
                      rows={3}
                      resize="vertical"
                    />
                    <Stack direction="row" justify="flex-end" gap="3">
                      <Button
                        variant="outline"
                        disabled={decide.isPending}
                        onClick={() => onOpenChange(false)}
                      >
                        {t('common:actions.cancel')}
                      </Button>
                      <Button
                        type="submit"
                        colorPalette={action === 'remove' ? 'red' : 'brand'}
                        loading={decide.isPending}
                        loadingText={t('decision.sending')}
                      >
                        {t(`decision.send.${action}`)}
                      </Button>
                    </Stack>
                  </Stack>
                </chakra.form>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild disabled={decide.isPending}>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
