// The report's dialog: why (the reasons with a line each), an optional text within its limit, and for a
// visitor only "Illegal content" with an e-mail address. The server's refusals show at their field or
// above the form (the daily limit too); a report sent again replaces the reporter's earlier one.
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Link as ChakraLink,
  Portal,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { REPORT_TEXT_MAX, visibleLength, type ReportReason, type ReportTargetInput } from '@travel/domain'
import { TextField } from '@/components/form/text-field'
import { TextareaField } from '@/components/form/textarea-field'
import { paths } from '@/config/paths'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/stores/root-store'
import { useSendReport, type ReportSent } from '../api/send-report'
import { reportReasonsFor } from '../lib/reasons'
import { ReasonRadios } from './reason-radios'
import { PHONE_SHEET_CONTENT } from '@/components/feedback/phone-sheet'

export interface ReportDialogProps {
  target: ReportTargetInput
  open: boolean
  onOpenChange: (open: boolean) => void
  /** where the focus goes back to when the dialog closes */
  trigger: HTMLElement | null
  onAddCheckin?: (() => void) | undefined
}

interface Errors {
  reason?: string
  text?: string
  email?: string
  form?: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The server's refusal: field messages at their fields, anything else above the form. */
function serverErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: errorMessage(error) }
  const found: Errors = {}
  for (const [field, message] of Object.entries(error.fields)) {
    if (field === 'reason' || field === 'text' || field === 'email') found[field] = message
  }
  return Object.keys(found).length ? found : { form: error.message }
}

export default function ReportDialog({
  target,
  open,
  onOpenChange,
  trigger,
  onAddCheckin,
}: ReportDialogProps) {
  const { t, i18n } = useTranslation('reports')
  const signedIn = useCurrentUser() !== null
  const reasons = reportReasonsFor(target.type, signedIn)
  const [reason, setReason] = useState<ReportReason | null>(signedIn ? null : 'illegal')
  const [text, setText] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState<ReportSent | null>(null)
  const send = useSendReport()
  const number = (value: number) => value.toLocaleString(i18n.language)

  const validate = (): Errors => {
    const found: Errors = {}
    if (!reason) found.reason = t('validation:report_reason_invalid')
    if (visibleLength(text.trim()) > REPORT_TEXT_MAX) found.text = t('validation:report_text_length')
    if (!signedIn && !email.trim()) found.email = t('validation:report_email_required')
    else if (!signedIn && !EMAIL.test(email.trim())) found.email = t('validation:email_invalid')
    return found
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length || !reason) return
    try {
      setSent(
        await send.mutateAsync({
          target,
          reason,
          text: text.trim(),
          email: signedIn ? undefined : email.trim(),
        }),
      )
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
              <Dialog.Title>{t(`dialog.title.${target.type}`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {sent ? (
                <Stack gap="4">
                  <Alert.Root status="success" role="status">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{sent.replaced ? t('dialog.updated') : t('dialog.sent')}</Alert.Title>
                      {sent.hidden ? <Alert.Description>{t('dialog.nowHidden')}</Alert.Description> : null}
                    </Alert.Content>
                  </Alert.Root>
                  <Button alignSelf="flex-end" onClick={() => onOpenChange(false)}>
                    {t('dialog.close')}
                  </Button>
                </Stack>
              ) : (
                <chakra.form onSubmit={(e) => void submit(e)} noValidate>
                  <Stack gap="4">
                    <Text fontSize="sm">{t('dialog.intro')}</Text>
                    {errors.form ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Description>{errors.form}</Alert.Description>
                      </Alert.Root>
                    ) : null}
                    <ReasonRadios
                      legend={t('dialog.reason')}
                      options={reasons.map((value) => ({
                        value,
                        label: t(`reasons.${value}`),
                        hint: t(`reasonHints.${value}`),
                      }))}
                      value={reason}
                      onChange={setReason}
                      error={errors.reason}
                    />
                    {!signedIn ? (
                      <Text fontSize="sm" color="fg.muted">
                        {t('dialog.visitorNote')}{' '}
                        <ChakraLink asChild color="brand.fg" fontWeight="semibold">
                          <RouterLink to={paths.signIn}>{t('dialog.signIn')}</RouterLink>
                        </ChakraLink>
                        .
                      </Text>
                    ) : null}
                    {reason === 'gone' && onAddCheckin ? (
                      <Alert.Root status="info">
                        <Alert.Indicator />
                        <Alert.Content gap="2">
                          <Alert.Description>{t('dialog.goneHint')}</Alert.Description>
                          <Button
                            size="sm"
                            variant="outline"
                            alignSelf="flex-start"
                            onClick={() => {
                              onOpenChange(false)
                              onAddCheckin()
                            }}
                          >
                            {t('dialog.addCheckin')}
                          </Button>
                        </Alert.Content>
                      </Alert.Root>
                    ) : null}
                    <TextareaField
                      label={t('dialog.text')}
                      error={errors.text}
                      hint={t('dialog.textCounter', {
                        used: number(visibleLength(text)),
                        max: number(REPORT_TEXT_MAX),
                      })}
                      value={text}
                      onChange={(e) => setText(e.target.value)}
                      rows={4}
                      resize="vertical"
                    />
                    {!signedIn ? (
                      <TextField
                        label={t('dialog.email')}
                        hint={t('dialog.emailHint')}
                        error={errors.email}
                        required
                        type="email"
                        autoComplete="email"
                        value={email}
                        onChange={(e) => setEmail(e.target.value)}
                      />
                    ) : null}
                    {signedIn ? (
                      <Text fontSize="xs" color="fg.muted">
                        {t('dialog.replaces')}
                      </Text>
                    ) : null}
                    <Stack direction="row" justify="flex-end" gap="3">
                      <Button variant="outline" onClick={() => onOpenChange(false)}>
                        {t('common:actions.cancel')}
                      </Button>
                      <Button
                        type="submit"
                        colorPalette="brand"
                        loading={send.isPending}
                        loadingText={t('dialog.sending')}
                      >
                        {t('dialog.send')}
                      </Button>
                    </Stack>
                  </Stack>
                </chakra.form>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
