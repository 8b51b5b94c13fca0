import { Heading } from '@chakra-ui/react'

export function ItineraryScreen() {
  return <Heading as="h1">Itinerary</Heading>
}

export default ItineraryScreen
