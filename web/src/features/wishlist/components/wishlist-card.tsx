// A saved event: picture, title, section, country and whether it opens offline, linking to the event's page.
import { Box, Heading, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { WishlistItemDto } from '@travel/domain'
import { CARD_LINK, CARD_SURFACE } from '@/components/layout/card-look'
import { KeptOfflineBadge } from '@/components/offline/kept-offline-badge'
import { paths } from '@/config/paths'
import { countryLabel, sectionLabel } from '@/utils/labels'

export function WishlistCard({ item, eager = false }: { item: WishlistItemDto; eager?: boolean }) {
  const { t } = useTranslation()
  const section = sectionLabel(t, item.section)
  return (
    <ChakraLink asChild height="100%" css={[CARD_SURFACE, CARD_LINK]}>
      <RouterLink to={paths.event(item.eventID)}>
        <Image
          src={item.thumbnail ?? item.image}
          alt={item.title}
          htmlWidth={384}
          htmlHeight={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          w="100%"
          h="auto"
          aspectRatio="8 / 5"
          fit="cover"
          bg="bg.muted"
        />
        <Stack gap="1" p="4">
          <Heading as="h2" size="md" lineClamp={2} wordBreak="break-word">
            {item.title}
          </Heading>
          <Text fontSize="sm" color="brand.fg" fontWeight="medium">
            {section}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {countryLabel(t, item.country)}
          </Text>
          <Box>
            <KeptOfflineBadge eventId={item.eventID} />
          </Box>
        </Stack>
      </RouterLink>
    </ChakraLink>
  )
}
