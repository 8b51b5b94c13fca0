import { Heading } from '@chakra-ui/react'

export function WishlistScreen() {
  return <Heading as="h1">Wishlist</Heading>
}

export default WishlistScreen
