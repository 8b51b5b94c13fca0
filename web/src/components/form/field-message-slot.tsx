// The line under a field that shows its hint or its message, always as tall as the tallest text that can
// appear there: if a blur's new warning changed the form's height, the buttons would move under the still
// pressed pointer and the click would land beside the button (Cancel once missed its click this way).
import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'

interface FieldMessageSlotProps {
  /** every hint and message that can show here, in the current language */
  texts: readonly string[]
  /** the hint or message showing now */
  children: ReactNode
}

export function FieldMessageSlot({ texts, children }: FieldMessageSlotProps) {
  return (
    <Box display="grid" width="full" css={{ '& > *': { gridArea: '1 / 1' } }}>
      {texts.map((text) => (
        // The reserved texts are drawn by ::before from an attribute, so the page holds each sentence
        // once: screen readers and text searches find only the one showing. Medium weight, as the error
        // text uses, is the wider of the two weights, so the slot is never too short for either.
        <Box
          key={text}
          aria-hidden
          data-reserved={text}
          visibility="hidden"
          pointerEvents="none"
          textStyle="xs"
          fontWeight="medium"
          _before={{ content: 'attr(data-reserved)' }}
        />
      ))}
      {children}
    </Box>
  )
}
