// A question the user must confirm before something that cannot be undone (delete account, sign out,
// delete an event). The action's failure is shown inside the dialog, which then stays open.
import { Alert, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'

interface Props {
  /** the button that opens the dialog */
  trigger: ReactElement
  title: string
  description: string
  confirmLabel: string
  /** label while the action runs */
  confirmingLabel: string
  destructive?: boolean
  /** runs on confirm; a thrown error is shown in the dialog */
  onConfirm(): Promise<void>
}

export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmingLabel,
  destructive = false,
  onConfirm,
}: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      setOpen(false)
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (busy) return
        setOpen(e.open)
        setError(null)
      }}
      placement="center"
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{description}</Text>
              {error ? (
                <Alert.Root status="error" mt="4" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{error}</Alert.Description>
                </Alert.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {t('actions.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                loading={busy}
                loadingText={confirmingLabel}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
