// The report's dialog: why (the reasons with a line each), an optional text within its limit, and for a
// visitor only "Illegal content" with an e-mail address. The server's refusals show at their field or
// above the form (the daily limit too); a report sent again replaces the reporter's earlier one.
import { Alert, Button, Link as ChakraLink, Stack, Text, chakra } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ReportReason, ReportTargetInput } from '@travel/domain'
import { AlertNote } from '@/components/feedback/alert-note'
import { SheetDialog } from '@/components/feedback/sheet-dialog'
import { TextField } from '@/components/form/text-field'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/stores/root-store'
import { useSendReport, type ReportSent } from '../api/send-report'
import { reasonError, serverErrors, type FormErrors } from '../lib/form-errors'
import { reportReasonsFor } from '../lib/reasons'
import { ReasonText, SendButtons, SentNotice } from './reason-form'
import { ReasonRadios } from './reason-radios'

export interface ReportDialogProps {
  target: ReportTargetInput
  open: boolean
  onOpenChange: (open: boolean) => void
  /** where the focus goes back to when the dialog closes */
  trigger: HTMLElement | null
  onAddCheckin?: (() => void) | undefined
}

const FIELDS = ['reason', 'text', 'email'] as const
type Errors = FormErrors<(typeof FIELDS)[number]>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export default function ReportDialog({
  target,
  open,
  onOpenChange,
  trigger,
  onAddCheckin,
}: ReportDialogProps) {
  const { t } = useTranslation('reports')
  const signedIn = useCurrentUser() !== null
  const reasons = reportReasonsFor(target.type, signedIn)
  const [reason, setReason] = useState<ReportReason | null>(signedIn ? null : 'illegal')
  const [text, setText] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState<ReportSent | null>(null)
  const send = useSendReport()

  const validate = (): Errors => {
    const found: Errors = {}
    if (!reason) found.reason = t('validation:report_reason_invalid')
    const textFault = reasonError(text, t)
    if (textFault) found.text = textFault
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
      setErrors(serverErrors(error, FIELDS))
    }
  }

  return (
    <SheetDialog
      title={t(`dialog.title.${target.type}`)}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      closeLabel={t('dialog.close')}
    >
      {sent ? (
        <SentNotice
          title={sent.replaced ? t('dialog.updated') : t('dialog.sent')}
          description={sent.hidden ? t('dialog.nowHidden') : null}
          closeLabel={t('dialog.close')}
          onClose={() => onOpenChange(false)}
        />
      ) : (
        <chakra.form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            <Text fontSize="sm">{t('dialog.intro')}</Text>
            <AlertNote status="error" message={errors.form} />
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
            <ReasonText
              label={t('dialog.text')}
              error={errors.text}
              value={text}
              onChange={setText}
              rows={4}
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
            <SendButtons
              onCancel={() => onOpenChange(false)}
              sendLabel={t('dialog.send')}
              sendingLabel={t('dialog.sending')}
              pending={send.isPending}
            />
          </Stack>
        </chakra.form>
      )}
    </SheetDialog>
  )
}
