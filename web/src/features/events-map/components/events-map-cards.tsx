// The cards over the events map, the same on both engines: an event's (photo, title, date, section, a link
// to it, stars, a gone mark, "Add to trip") when its marker is pressed, and a chosen place's ("Nearest to
// here") when the map is clicked or tapped. A card takes the focus when it opens, Escape closes it.
import {
  Box,
  Button,
  CloseButton,
  Flex,
  Heading,
  Image,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react'
import { Suspense, useContext, useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { LatLng, MapPointDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { formatDate } from '@/utils/format-date'
import { formatPlace } from '@/utils/format-number'
import { sectionLabel } from '@/utils/labels'
import { EventSlotsContext, GoneBadge, RatingStars } from '@/features/events'
import { useCurrentUser } from '@/stores/root-store'

function MapCard({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(['events-map', 'events'], { nsMode: 'fallback' })
  return (
    <Box
      position="absolute"
      left="2"
      right={{ base: '2', sm: 'auto' }}
      bottom="8"
      width={{ base: 'auto', sm: '72' }}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      overflow="hidden"
      role="dialog"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <Flex gap="3" p="3" align="start">
        {children}
        <CloseButton size="xs" aria-label={t('map.closeCard')} onClick={onClose} />
      </Flex>
    </Box>
  )
}

export function MarkerCard({ point, onClose }: { point: MapPointDto; onClose: () => void }) {
  const { t, i18n } = useTranslation(['events-map', 'events'], { nsMode: 'fallback' })
  const link = useRef<HTMLAnchorElement>(null)
  const user = useCurrentUser()
  const { TripActions } = useContext(EventSlotsContext)
  // the card is what the reader asked for: it takes the focus, and Escape gives it back to the map
  useEffect(() => link.current?.focus(), [point._id])
  return (
    <MapCard label={point.title} onClose={onClose}>
      {point.thumbnail ? (
        <Image
          src={point.thumbnail}
          alt=""
          width="20"
          height="16"
          fit="cover"
          borderRadius="l2"
          flexShrink={0}
        />
      ) : null}
      <Stack gap="0.5" minW="0" flex="1">
        <Heading as="h3" size="sm" lineClamp={2} wordBreak="break-word">
          <ChakraLink asChild color="brand.fg" ref={link}>
            <RouterLink to={paths.event(point._id)}>{point.title}</RouterLink>
          </ChakraLink>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={point.date}>{formatDate(point.date, i18n.language, 'medium')}</time>
        </Text>
        <Text fontSize="sm">{sectionLabel(t, { main: point.main, sub: point.sub })}</Text>
        {point.state === 'gone' || point.rating !== null ? (
          <Flex gap="2" align="center" wrap="wrap">
            {point.state === 'gone' ? <GoneBadge /> : null}
            {point.rating !== null ? <RatingStars value={point.rating} /> : null}
          </Flex>
        ) : null}
        {user && TripActions ? (
          <Box ml="-3">
            <Suspense fallback={null}>
              <TripActions eventId={point._id} userId={user._id} eventTitle={point.title} compact />
            </Suspense>
          </Box>
        ) : null}
      </Stack>
    </MapCard>
  )
}

export function PlaceCard({
  place,
  onShowNear,
  onClose,
}: {
  place: LatLng
  onShowNear: () => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation(['events-map', 'events'], { nsMode: 'fallback' })
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [place])
  return (
    <MapCard label={t('map.picked')} onClose={onClose}>
      <Stack gap="2" minW="0" flex="1">
        <Heading as="h3" size="sm">
          {t('map.picked')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {formatPlace(place[0], place[1], i18n.language)}
        </Text>
        <Button ref={button} size="sm" colorPalette="brand" alignSelf="start" onClick={onShowNear}>
          {t('map.nearHere')}
        </Button>
      </Stack>
    </MapCard>
  )
}
