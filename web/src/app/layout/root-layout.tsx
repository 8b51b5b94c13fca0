// The layout route around every screen: header, the offline banner, the screen itself, footer, the cookie
// banner and the new-version prompt.
import { Box, Flex, Link } from '@chakra-ui/react'
import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { CookieBanner } from '@/features/consent/components/cookie-banner'
import { OfflineBanner } from '@/features/offline/components/offline-banner'
import { UpdatePrompt } from '@/features/offline/components/update-prompt'
import { hydrationEnds } from '@/rendered-page/hydration-gate'
import { PageSpinner } from './page-spinner'
import { ScreenBoundary } from './screen-boundary'

export function RootLayout() {
  const { t } = useTranslation()
  return (
    <Flex direction="column" minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        {t('skipToContent')}
      </Link>
      <Header />
      <OfflineBanner />
      <Box as="main" id="main" tabIndex={-1} flex="1" w="full" outline="none">
        <ScreenBoundary>
          {/* Shown while a screen's code loads; later moves keep the current screen until the next is
              ready (the router navigates in a transition). */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            {/* the server's page hydrates this boundary last (rendered-page/hydration-gate.ts) */}
            <HydrationDone />
          </Suspense>
        </ScreenBoundary>
      </Box>
      <Footer />
      <CookieBanner />
      <UpdatePrompt />
    </Flex>
  )
}

/** Renders nothing; its effect runs once the boundary it is in has hydrated (or mounted). */
function HydrationDone() {
  useEffect(hydrationEnds, [])
  return null
}
