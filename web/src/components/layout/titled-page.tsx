// A one-column page of the signed-in reader's own things (notices, suggestions): its title, a line on
// what it holds, and what the feature lists below.
import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export function TitledPage({
  title,
  intro,
  headExtra,
  children,
}: {
  title: string
  intro: string
  /** what follows the intro in the page's head, such as a link to the settings */
  headExtra?: ReactNode
  children: ReactNode
}) {
  return (
    <Container maxW="3xl" py="6">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
          {headExtra}
        </Stack>
        {children}
      </Stack>
    </Container>
  )
}
