// The dialogs that fill a phone's screen (size `full` below md) but float as a card from md up: the `full`
// size's height, margin and square corners would otherwise stay at every width.
import type { DialogContentProps } from '@chakra-ui/react'

export const PHONE_SHEET_CONTENT: Pick<DialogContentProps, 'minH' | 'my' | 'borderRadius'> = {
  minH: { base: '100dvh', md: 'auto' },
  my: { base: '0', md: '16' },
  borderRadius: { base: '0', md: 'l3' },
}
