import { Heading } from '@chakra-ui/react'

export const CampLanding = () => <Heading as="h1">camp</Heading>
export const RouteLanding = () => <Heading as="h1">route</Heading>
export const PlacesLanding = () => <Heading as="h1">places</Heading>
