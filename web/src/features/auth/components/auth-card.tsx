// The frame shared by the sign-in and sign-up screens: heading, form, "or", Google, link to the other one.
import { Box, Card, Container, Heading, HStack, Link, Separator, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'

interface Props {
  title: string
  children: ReactNode
  google: ReactNode
  /** The way to the other screen: "No account yet? Sign up". */
  other: { question: string; label: string; to: string }
}

export function AuthCard({ title, children, google, other }: Props) {
  const { t } = useTranslation('auth')
  return (
    <Container maxW="md" py={{ base: '6', md: '10' }} px={{ base: '3', md: '4' }}>
      <Card.Root>
        <Card.Header>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            {children}
            <HStack>
              <Separator flex="1" />
              <Text flexShrink="0" color="fg.muted" fontSize="sm">
                {t('or')}
              </Text>
              <Separator flex="1" />
            </HStack>
            {google}
            <Box textAlign="center">
              <Text>
                {other.question}{' '}
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={other.to}>{other.label}</RouterLink>
                </Link>
              </Text>
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Container>
  )
}
