// The modal frame of the add and edit forms: scrolls inside on small screens, mounts the form only while
// open so every opening starts from a clean form and fresh upload state.
import type { ReactNode } from 'react'
import { SheetDialog } from '@/components/feedback/sheet-dialog'

interface FormDialogProps {
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  children: ReactNode
}

export function FormDialog({ title, open, onOpenChange, children }: FormDialogProps) {
  return (
    <SheetDialog title={title} open={open} onOpenChange={onOpenChange} size="lg" freshEachOpening>
      {children}
    </SheetDialog>
  )
}
