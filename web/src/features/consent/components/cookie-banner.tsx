// The cookie banner of every page (docs/rendering.md): until the visitor accepts or declines. A form in
// the server's HTML, which the pages server answers before the app runs; hidden by CSS from a visitor who
// has answered (the page's first script marks <html>), and left out by the app once hydrated.
import { Box, Button, Flex, HStack, Link, Text, VisuallyHidden } from '@chakra-ui/react'
import { useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import {
  CONSENT_ANSWER_FIELD,
  CONSENT_ANSWERED_ATTRIBUTE,
  CONSENT_ANSWERS,
  CONSENT_PATH,
  CONSENT_RETURN_FIELD,
} from '@travel/domain'
import { paths } from '@/config/paths'
import { useAfterHydration } from '@/rendered-page/use-after-hydration'
import { readConsent, writeConsent, type Consent } from '../lib/consent-cookie'

export function CookieBanner() {
  const { t } = useTranslation('consent')
  const { pathname, search } = useLocation()
  const [answered, setAnswered] = useState(
    () => typeof document !== 'undefined' && readConsent() !== undefined,
  )
  // Until hydrated the banner is the server's, the same for every visitor; the cookie is the browser's.
  const hydrated = useAfterHydration()
  if (answered && hydrated) return null

  // once the app runs, the answer is written here and the page stays as it is
  const answer = (accepted: Consent) => (e: MouseEvent) => {
    e.preventDefault()
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
      css={{ [`html[${CONSENT_ANSWERED_ATTRIBUTE}] &`]: { display: 'none' } }}
    >
      <Flex
        as="form"
        {...{ method: 'post', action: CONSENT_PATH }}
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        align={{ md: 'center' }}
        maxW="6xl"
        mx="auto"
      >
        <input type="hidden" name={CONSENT_RETURN_FIELD} value={`${pathname}${search}`} />
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
            type="submit"
            name={CONSENT_ANSWER_FIELD}
            value={CONSENT_ANSWERS.decline}
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={answer(false)}
          >
            {t('decline')}
          </Button>
          <Button
            type="submit"
            name={CONSENT_ANSWER_FIELD}
            value={CONSENT_ANSWERS.accept}
            bg="sand.400"
            color="brand.900"
            _hover={{ bg: 'sand.500' }}
            onClick={answer(true)}
          >
            {t('accept')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  )
}
