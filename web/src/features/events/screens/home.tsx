import { Heading } from '@chakra-ui/react'

export function HomeScreen() {
  return <Heading as="h1">Home</Heading>
}

export default HomeScreen
