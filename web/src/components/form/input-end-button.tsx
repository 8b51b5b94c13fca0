// A small icon button inside the end of a text input (a date's calendar, a search's clear), centred on
// the input's height; the input leaves room for it with its end padding.
import { IconButton } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function InputEndButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  /** the icon */
  children: ReactNode
}) {
  return (
    <IconButton
      aria-label={label}
      variant="ghost"
      size="sm"
      position="absolute"
      insetEnd="1"
      top="50%"
      transform="translateY(-50%)"
      onClick={onClick}
    >
      {children}
    </IconButton>
  )
}
