// The modal frame of the add and edit forms: scrolls inside on small screens, mounts the form only while
// open so every opening starts from a clean form and fresh upload state.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PHONE_SHEET_CONTENT } from '@/components/feedback/phone-sheet'

interface FormDialogProps {
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}

export function FormDialog({ title, open, onOpenChange, children }: FormDialogProps) {
  const { t } = useTranslation('common')
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      lazyMount
      unmountOnExit
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...PHONE_SHEET_CONTENT}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
