// What the moderation dialogs' forms share (a duplicate claim, a report, a decision on an item or on a
// claimed pair): the reason with its counter, cancel and send, what was sent.
import { Alert, Button, Stack } from '@chakra-ui/react'
import type { ButtonProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { REPORT_TEXT_MAX, visibleLength } from '@travel/domain'
import { TextareaField } from '@/components/form/textarea-field'

/** What was sent, and the button that closes the dialog. */
export function SentNotice({
  title,
  description,
  closeLabel,
  onClose,
}: {
  title: string
  description?: string | null
  closeLabel: string
  onClose: () => void
}) {
  return (
    <Stack gap="4">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {description ? <Alert.Description>{description}</Alert.Description> : null}
        </Alert.Content>
      </Alert.Root>
      <Button alignSelf="flex-end" onClick={onClose}>
        {closeLabel}
      </Button>
    </Stack>
  )
}

interface ReasonTextProps {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  required?: boolean
  rows?: number
}

/** The reason in the moderator's or traveller's words, counted against a report's limit as it is typed. */
export function ReasonText({ label, value, onChange, error, required = false, rows = 3 }: ReasonTextProps) {
  const { t, i18n } = useTranslation('reports')
  const number = (count: number) => count.toLocaleString(i18n.language)
  return (
    <TextareaField
      label={label}
      error={error}
      required={required}
      hint={t('dialog.textCounter', { used: number(visibleLength(value)), max: number(REPORT_TEXT_MAX) })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      rows={rows}
      resize="vertical"
    />
  )
}

interface SendButtonsProps {
  onCancel: () => void
  /** the common "Cancel" when left out */
  cancelLabel?: string
  cancelDisabled?: boolean
  sendLabel: string
  sendingLabel: string
  pending: boolean
  colorPalette?: ButtonProps['colorPalette']
  sendDisabled?: boolean
  /** sends by itself instead of submitting the form it stands in */
  onSend?: () => void
}

export function SendButtons({
  onCancel,
  cancelLabel,
  cancelDisabled,
  sendLabel,
  sendingLabel,
  pending,
  colorPalette = 'brand',
  sendDisabled,
  onSend,
}: SendButtonsProps) {
  const { t } = useTranslation('common')
  return (
    <Stack direction="row" justify="flex-end" gap="3">
      <Button variant="outline" disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      <Button
        type={onSend ? 'button' : 'submit'}
        colorPalette={colorPalette}
        loading={pending}
        loadingText={sendingLabel}
        disabled={sendDisabled}
        onClick={onSend}
      >
        {sendLabel}
      </Button>
    </Stack>
  )
}
