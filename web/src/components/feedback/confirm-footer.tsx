// The buttons of a dialog that asks before acting: cancel, which closes it, and the action, which shows
// that it runs; neither can be pressed again while it does.
import { Button, Dialog } from '@chakra-ui/react'

export function ConfirmFooter({
  cancelLabel,
  confirmLabel,
  confirmingLabel,
  busy,
  destructive = false,
  onConfirm,
}: {
  cancelLabel: string
  confirmLabel: string
  /** the action's label while it runs */
  confirmingLabel: string
  busy: boolean
  destructive?: boolean
  onConfirm: () => void
}) {
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </Dialog.ActionTrigger>
      <Button
        colorPalette={destructive ? 'red' : 'brand'}
        loading={busy}
        loadingText={confirmingLabel}
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  )
}
