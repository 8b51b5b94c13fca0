import { Heading } from '@chakra-ui/react'

export function SectionsOverviewScreen() {
  return <Heading as="h1">SectionsOverview</Heading>
}

export default SectionsOverviewScreen
