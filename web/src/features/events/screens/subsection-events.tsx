import { Heading } from '@chakra-ui/react'

export const CampSubsectionEvents = () => <Heading as="h1">camp</Heading>
export const RouteSubsectionEvents = () => <Heading as="h1">route</Heading>
export const PlacesSubsectionEvents = () => <Heading as="h1">places</Heading>
