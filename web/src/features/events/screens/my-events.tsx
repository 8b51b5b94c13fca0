import { Heading } from '@chakra-ui/react'

export function MyEventsScreen() {
  return <Heading as="h1">MyEvents</Heading>
}

export default MyEventsScreen
