// The column a screen's content stands in: the trips, the wishlist and what a shared link opens have the
// same width and margins (the event lists' Page writes it out, for the first page's size).
import { Container } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function ScreenContainer({ children }: { children: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {children}
    </Container>
  )
}
