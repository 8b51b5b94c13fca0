// A moderator's decision on a claimed pair: merge (which event stays, the suggested one chosen first) or
// decline, with the reason the log and both authors' notices carry (the statement of reasons).
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text, chakra } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { REPORT_TEXT_MAX, visibleLength, type MergeAction, type MergeQueueItemDto } from '@travel/domain'
import { TextareaField } from '@/components/form/textarea-field'
import { PHONE_SHEET_CONTENT } from '@/components/feedback/phone-sheet'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useDecideMerge } from '../api/merges'
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
  const { t, i18n } = useTranslation(['moderation', 'reports'])
  const decide = useDecideMerge(userId)
  const [keep, setKeep] = useState(item.suggestedKeep)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ reason?: string; keep?: string; form?: string }>({})
  const number = (value: number) => value.toLocaleString(i18n.language)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const text = reason.trim()
    if (!text) return setErrors({ reason: t('validation:merge_reason_required') })
    if (visibleLength(text) > REPORT_TEXT_MAX)
      return setErrors({ reason: t('validation:report_text_length') })
    setErrors({})
    try {
      await decide.mutateAsync({ pair: item.pair, action, keep, reason: text })
      const kept = item.events.find((event) => event._id === keep)
      onOpenChange(false)
      onDone(t(`merges.done.${action}`, { label: kept?.title ?? '' }))
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {}
      setErrors(
        fields.reason || fields.keep
          ? { reason: fields.reason, keep: fields.keep }
          : { form: errorMessage(error) },
      )
    }
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_SHEET_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>
                {t(action === 'merge' ? 'merges.dialog.mergeTitle' : 'merges.dialog.declineTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <chakra.form onSubmit={(e) => void submit(e)} noValidate>
                <Stack gap="4">
                  {errors.form ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{errors.form}</Alert.Description>
                    </Alert.Root>
                  ) : null}
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
                  <TextareaField
                    label={t('merges.dialog.reason')}
                    error={errors.reason}
                    required
                    hint={t('reports:dialog.textCounter', {
                      used: number(visibleLength(reason)),
                      max: number(REPORT_TEXT_MAX),
                    })}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    rows={3}
                    resize="vertical"
                  />
                  <Stack direction="row" justify="flex-end" gap="3">
                    <Button variant="outline" onClick={() => onOpenChange(false)}>
                      {t('common:actions.cancel')}
                    </Button>
                    <Button
                      type="submit"
                      colorPalette={action === 'merge' ? 'brand' : 'gray'}
                      loading={decide.isPending}
                      loadingText={t('decision.sending')}
                    >
                      {t(`merges.dialog.send.${action}`)}
                    </Button>
                  </Stack>
                </Stack>
              </chakra.form>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('reports:dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
