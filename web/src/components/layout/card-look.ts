// The look shared by the cards that lead to a page (an event, a saved event, a picture tile): a framed
// surface that lifts under the pointer, a link that stays plain text, and the focus ring of what the app
// draws itself.
import { defineStyle } from '@chakra-ui/react'

/** The keyboard's focus ring on what the app draws itself (cards, the map, the elevation profile). */
export const FOCUS_RING = defineStyle({
  outline: '3px solid',
  outlineColor: 'brand.focusRing',
  outlineOffset: '2px',
})

export const CARD_SURFACE = defineStyle({
  borderWidth: '1px',
  borderRadius: 'l3',
  bg: 'bg',
  boxShadow: 'sm',
  transition: 'box-shadow 0.15s ease, transform 0.15s ease',
  _hover: { boxShadow: 'md', transform: 'translateY(-2px)' },
})

/** The card's link: its picture clipped to the card's corners, its text not underlined. */
export const CARD_LINK = defineStyle({
  display: 'block',
  borderRadius: 'l3',
  overflow: 'hidden',
  color: 'fg',
  textDecoration: 'none',
  _hover: { textDecoration: 'none' },
  _focusVisible: FOCUS_RING,
})
