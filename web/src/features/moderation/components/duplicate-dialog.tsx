// "Same place as…": the events within MERGE_RADIUS_KM of this one (nearest first, itself left out) as
// choices, and the required reason within the report's limit. The server's refusals show at their field
// or above the form; a second claim on the same pair replaces the traveller's first.
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text, chakra } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MERGE_RADIUS_KM, REPORT_TEXT_MAX, visibleLength } from '@travel/domain'
import { TextareaField } from '@/components/form/textarea-field'
import { LoadingState } from '@/components/feedback/status-views'
import { PHONE_SHEET_CONTENT } from '@/components/feedback/phone-sheet'
import { ApiError, errorMessage } from '@/lib/api-client'
import { formatKm } from '@/utils/format-number'
import { useNearbyEvents, useSendDuplicate, type DuplicateSent } from '../api/duplicates'
import { ReasonRadios } from './reason-radios'

export interface DuplicateDialogProps {
  event: { _id: string; position: [number, number] }
  open: boolean
  onOpenChange: (open: boolean) => void
  /** where the focus goes back to when the dialog closes */
  trigger: HTMLElement | null
}

interface Errors {
  otherId?: string
  reason?: string
  form?: string
}

function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: errorMessage(error) }
  const found: Errors = {}
  for (const [field, message] of Object.entries(error.fields))
    if (field === 'otherId' || field === 'reason') found[field] = message
  return Object.keys(found).length ? found : { form: error.message }
}

export default function DuplicateDialog({ event, open, onOpenChange, trigger }: DuplicateDialogProps) {
  const { t, i18n } = useTranslation('reports')
  const nearby = useNearbyEvents(event._id, event.position)
  const send = useSendDuplicate(event._id)
  const [otherId, setOtherId] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState<DuplicateSent | null>(null)
  const km = formatKm(MERGE_RADIUS_KM, i18n.language)
  const number = (value: number) => value.toLocaleString(i18n.language)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    const found: Errors = {}
    if (!otherId) found.otherId = t('validation:duplicate_other_invalid')
    if (!reason.trim()) found.reason = t('validation:duplicate_reason_required')
    else if (visibleLength(reason.trim()) > REPORT_TEXT_MAX) found.reason = t('validation:report_text_length')
    setErrors(found)
    if (Object.keys(found).length || !otherId) return
    try {
      setSent(await send.mutateAsync({ otherId, reason: reason.trim() }))
    } catch (error) {
      setErrors(serverErrors(error))
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
      finalFocusEl={() => trigger}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_SHEET_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>{t('duplicate.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {sent ? (
                <Stack gap="4">
                  <Alert.Root status="success" role="status">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{t('duplicate.sent')}</Alert.Title>
                      {sent.replaced ? <Alert.Description>{t('duplicate.updated')}</Alert.Description> : null}
                    </Alert.Content>
                  </Alert.Root>
                  <Button alignSelf="flex-end" onClick={() => onOpenChange(false)}>
                    {t('duplicate.close')}
                  </Button>
                </Stack>
              ) : (
                <chakra.form onSubmit={(e) => void submit(e)} noValidate>
                  <Stack gap="4">
                    <Text fontSize="sm">{t('duplicate.intro', { km })}</Text>
                    {errors.form ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Description>{errors.form}</Alert.Description>
                      </Alert.Root>
                    ) : null}
                    {nearby.status === 'pending' ? (
                      <LoadingState label={t('duplicate.loading')} />
                    ) : nearby.status === 'error' ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Description>{errorMessage(nearby.error)}</Alert.Description>
                      </Alert.Root>
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
                    <TextareaField
                      label={t('duplicate.reason')}
                      error={errors.reason}
                      required
                      hint={t('dialog.textCounter', {
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
                        colorPalette="brand"
                        loading={send.isPending}
                        loadingText={t('dialog.sending')}
                        disabled={nearby.status === 'success' && nearby.data.length === 0}
                      >
                        {t('duplicate.send')}
                      </Button>
                    </Stack>
                  </Stack>
                </chakra.form>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('duplicate.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
