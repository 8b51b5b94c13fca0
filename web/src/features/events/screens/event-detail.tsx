import { Heading } from '@chakra-ui/react'

export function EventDetailScreen() {
  return <Heading as="h1">EventDetail</Heading>
}

export default EventDetailScreen
