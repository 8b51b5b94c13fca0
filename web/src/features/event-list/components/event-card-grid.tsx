// The grid event cards stand in, as many to a row as fit: the events' lists and a shared wishlist, so
// the cards of both are the same width.
import { Grid, type GridProps } from '@chakra-ui/react'

/** A list of cards: its children are the cards' `li`s. */
export function EventCardGrid(props: GridProps) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns="repeat(auto-fill, minmax(min(100%, 17rem), 1fr))"
      gap="6"
      {...props}
    />
  )
}
