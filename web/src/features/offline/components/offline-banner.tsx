// Says the page is offline, under the header, for as long as it is; when the network comes back every
// screen shown asks the server again, so the reader sees what changed meanwhile (docs/offline.md).
import { Box, Container, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnline } from '@/hooks/use-online'

/** The message; its texts load when it is first shown (src/i18n), and it waits for them. */
function OfflineMessage() {
  const { t, ready } = useTranslation('offline')
  if (!ready) return null
  return (
    <Box bg="gray.800" color="white" py="2">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Text fontSize="sm">
          <Text as="strong" fontWeight="semibold">
            {t('banner.title')}
          </Text>{' '}
          {t('banner.body')}
        </Text>
      </Container>
    </Box>
  )
}

export function OfflineBanner() {
  const online = useOnline()
  const queryClient = useQueryClient()

  // Back online (the browser's signal, or the site answering again): every screen shown asks again.
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.invalidateQueries()
    wasOnline.current = online
  }, [online, queryClient])

  return (
    // a live region (not role="status", which the screens' own messages use): what appears in it is read out
    <div aria-live="polite">{online ? null : <OfflineMessage />}</div>
  )
}
