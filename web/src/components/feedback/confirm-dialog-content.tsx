// The confirmation's dialog (confirm-dialog.tsx): the action's failure is shown inside it, which then
// stays open; it cannot be closed while the action runs.
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { ConfirmFooter } from './confirm-footer'
import { AlertNote } from './alert-note'

export interface ConfirmDialogContentProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** where the focus goes back to when the dialog closes */
  trigger: HTMLElement | null
  title: string
  description: string
  confirmLabel: string
  /** the way out when "Cancel" does not say it well enough ("Keep it") */
  cancelLabel?: string
  /** label while the action runs */
  confirmingLabel: string
  destructive?: boolean
  /** fields the confirmation asks for besides yes (a reason), under the description */
  children?: ReactNode
  /** runs on confirm; a thrown error is shown in the dialog */
  onConfirm(): Promise<void>
}

export default function ConfirmDialogContent({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  confirmingLabel,
  destructive = false,
  children,
  onConfirm,
}: ConfirmDialogContentProps) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (busy) return
        onOpenChange(e.open)
        setError(null)
      }}
      placement="center"
      lazyMount
      unmountOnExit
      finalFocusEl={() => trigger}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{description}</Text>
              {children}
              <AlertNote status="error" message={error} mt="4" />
            </Dialog.Body>
            <ConfirmFooter
              cancelLabel={cancelLabel ?? t('actions.cancel')}
              confirmLabel={confirmLabel}
              confirmingLabel={confirmingLabel}
              busy={busy}
              destructive={destructive}
              onConfirm={() => void confirm()}
            />
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
