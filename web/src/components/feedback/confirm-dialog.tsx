// A question the user must confirm before something that cannot be undone (delete account, sign out,
// delete an event). The dialog's code (confirm-dialog-content.tsx) loads when the trigger is first pressed.
import { cloneElement, lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react'
import type { ConfirmDialogContentProps } from './confirm-dialog-content'

const ConfirmDialogContent = lazy(() => import('./confirm-dialog-content'))

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void
}

interface Props extends Omit<ConfirmDialogContentProps, 'open' | 'onOpenChange' | 'trigger'> {
  /** the button that opens the dialog */
  trigger: ReactElement<TriggerProps>
}

export function ConfirmDialog({ trigger, ...question }: Props) {
  const [open, setOpen] = useState(false)
  // mounted from the first opening on, so later closings still animate
  const [opened, setOpened] = useState(false)
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null)
  const button = cloneElement(trigger, {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event)
      setTriggerElement(event.currentTarget)
      setOpened(true)
      setOpen(true)
    },
  } as TriggerProps)
  return (
    <>
      {button}
      {opened ? (
        <Suspense fallback={null}>
          <ConfirmDialogContent {...question} open={open} onOpenChange={setOpen} trigger={triggerElement} />
        </Suspense>
      ) : null}
    </>
  )
}
