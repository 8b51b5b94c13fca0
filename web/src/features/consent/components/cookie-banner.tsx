// The cookie banner of every page (docs/architecture.md): visible until the visitor accepts or declines.
import { Box, Button, Flex, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { useAfterHydration } from '@/rendered-page/use-after-hydration'
import { readConsent, writeConsent, type Consent } from '../lib/consent-cookie'

export function CookieBanner() {
  const { t } = useTranslation('consent')
  // (no cookie on the server: the banner is never part of the server's HTML)
  const [answered, setAnswered] = useState(
    () => typeof document !== 'undefined' && readConsent() !== undefined,
  )
  // The cookie is the browser's: a server-rendered page shows the banner once it is hydrated, and only
  // to a visitor who has not answered (it sits below the content, so nothing moves).
  const hydrated = useAfterHydration()
  if (answered || !hydrated) return null

  const answer = (accepted: Consent) => {
    writeConsent(accepted)
    setAnswered(true)
  }

  return (
    <Box
      role="region"
      aria-label={t('label')}
      // sticky, last in the page: it floats over the content while there is more below, and never hides
      // the footer once the visitor has scrolled to the end.
      position="sticky"
      bottom="0"
      zIndex="banner"
      bg="brand.900"
      color="white"
      px={{ base: '4', md: '8' }}
      py="4"
      boxShadow="lg"
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }} maxW="6xl" mx="auto">
        <Text flex="1">
          {t('text')}{' '}
          <Link asChild color="sand.400" textDecoration="underline">
            <RouterLink to={paths.privacyPolicy}>
              {t('learnMore')}{' '}
              {/* "Learn more" alone says nothing out of context (screen-reader link lists, search engines) */}
              <VisuallyHidden>{t('learnMoreContext')}</VisuallyHidden>
            </RouterLink>
          </Link>
        </Text>
        <HStack gap="2" flexShrink={0}>
          <Button
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => answer(false)}
          >
            {t('decline')}
          </Button>
          <Button bg="sand.400" color="brand.900" _hover={{ bg: 'sand.500' }} onClick={() => answer(true)}>
            {t('accept')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  )
}
