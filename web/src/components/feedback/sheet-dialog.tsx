// The dialog that fills a phone's screen and floats as a card from md up, with its title and close button:
// the frame of the event forms and of the moderation dialogs. A click beside it never closes it.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PHONE_SHEET_CONTENT } from './phone-sheet'

interface SheetDialogProps {
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  /** where the focus goes back to when the dialog closes; left out, where it was before */
  trigger?: HTMLElement | null
  /** the close button's label; the common "Close" when left out */
  closeLabel?: string
  /** while something is being sent the dialog stays open */
  locked?: boolean
  role?: 'dialog' | 'alertdialog'
  size?: 'md' | 'lg'
  /** the body is mounted only while open, so every opening starts afresh */
  freshEachOpening?: boolean
  children: ReactNode
}

export function SheetDialog({
  title,
  open,
  onOpenChange,
  trigger,
  closeLabel,
  locked = false,
  role = 'dialog',
  size = 'md',
  freshEachOpening = false,
  children,
}: SheetDialogProps) {
  const { t } = useTranslation('common')
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role={role}
      open={open}
      onOpenChange={(e) => {
        if (!locked) onOpenChange(e.open)
      }}
      lazyMount={freshEachOpening}
      unmountOnExit={freshEachOpening}
      size={{ base: 'full', md: size }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      {...(trigger === undefined ? {} : { finalFocusEl: () => trigger })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_SHEET_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild disabled={locked}>
              <CloseButton size="sm" aria-label={closeLabel ?? t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
