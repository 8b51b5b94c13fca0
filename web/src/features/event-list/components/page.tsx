// The frame of every event page: a width-limited column with the page's heading and optional intro.
import { Container, Heading, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/hooks/use-document-title'

interface PageProps {
  title: string
  intro?: string
  children: ReactNode
}

export function Page({ title, intro, children }: PageProps) {
  useDocumentTitle(title, intro)
  return (
    // ScreenContainer's column, written out: on the first page a shared component costs a file or bytes,
    // and that page is at its budget (npm run size)
    <Container maxW="7xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {intro ? (
            <Text color="fg.muted" maxW="3xl">
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  )
}
