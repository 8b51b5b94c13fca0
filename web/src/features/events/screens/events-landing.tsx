import { Heading } from '@chakra-ui/react'

export function EventsLandingScreen() {
  return <Heading as="h1">EventsLanding</Heading>
}

export default EventsLandingScreen
