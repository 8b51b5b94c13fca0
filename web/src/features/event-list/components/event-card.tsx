// One event in a list: a link to its page with photo, access icon, title, date, country and section, and
// for a route with a track its length and climb; how travellers found it (stars, last visit, gone); below
// the link, a signed-in reader's "Add to trip".
import { Badge, Box, Flex, Heading, Image, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Suspense, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { DEFAULT_CHECKIN_STATE, highlightParts, type EventListItemDto } from '@travel/domain'
import { CARD_LINK, CARD_SURFACE } from '@/components/layout/card-look'
import { paths } from '@/config/paths'
import { AccessIcon, AmenityIcons, EventSlotsContext, VisitMarks } from '@/features/events'
import { useCurrentUser } from '@/stores/root-store'
import { formatDate } from '@/utils/format-date'
import { formatKm, formatMetres } from '@/utils/format-number'
import { countryLabel, sectionLabel } from '@/utils/labels'

const CARD_IMAGE_WIDTH = 384
const CARD_IMAGE_HEIGHT = 240

interface EventCardProps {
  event: EventListItemDto
  /** cards in the first row are loaded at once; the rest only when scrolled near */
  eager?: boolean
  /** h2 when the list sits right under the page's h1, h3 under a section heading (no skipped levels) */
  headingAs?: 'h2' | 'h3'
  /** a search: the words of the title it matched are marked */
  highlight?: string | undefined
}

/** The title with the parts a search matched in <mark>. */
function Title({ title, search }: { title: string; search: string | undefined }) {
  if (!search) return title
  return highlightParts(title, search).map((part, i) =>
    part.match ? (
      <Box as="mark" key={i} bg="sand.400/50" color="inherit" borderRadius="sm" px="0.5" mx="-0.5">
        {part.text}
      </Box>
    ) : (
      part.text
    ),
  )
}

export function EventCard({ event, eager = false, headingAs = 'h2', highlight }: EventCardProps) {
  const { t, i18n } = useTranslation()
  const user = useCurrentUser()
  const { TripActions } = useContext(EventSlotsContext)
  return (
    <Box display="flex" flexDirection="column" width="100%" maxW="96" mx="auto" css={CARD_SURFACE}>
      <ChakraLink asChild css={CARD_LINK}>
        <RouterLink to={paths.event(event._id)}>
          <Image
            src={event.thumbnail ?? event.image}
            alt={event.title}
            htmlWidth={CARD_IMAGE_WIDTH}
            htmlHeight={CARD_IMAGE_HEIGHT}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fit="cover"
            w="100%"
            h="auto"
            aspectRatio={`${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}`}
            bg="bg.muted"
          />
          <Stack gap="1.5" p="4">
            <Flex align="start" justify="space-between" gap="3">
              <Heading as={headingAs} size="md" lineClamp={2} wordBreak="break-word">
                <Title title={event.title} search={highlight} />
              </Heading>
              <AccessIcon access={event.access} />
            </Flex>
            {/* only its owner's own list has it: reports hide it from everyone else */}
            {event.hidden ? (
              <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start">
                {t('events:hiddenBadge')}
              </Badge>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={event.date}>{formatDate(event.date, i18n.language, 'medium')}</time>
            </Text>
            <Box fontSize="sm">
              <Text>{countryLabel(t, event.country)}</Text>
              <Text color="brand.fg" fontWeight="medium">
                {sectionLabel(t, event.section)}
              </Text>
              {event.distanceKm !== undefined ? (
                <Text color="fg.muted" data-distance>
                  {t('events:near.distance', { distance: formatKm(event.distanceKm, i18n.language) })}
                </Text>
              ) : null}
              {event.track ? (
                <Text color="fg.muted">
                  {t('events:track.card', {
                    distance: formatKm(event.track.distanceKm, i18n.language),
                    ascent: formatMetres(event.track.ascentM, i18n.language),
                  })}
                </Text>
              ) : null}
            </Box>
            <VisitMarks
              rating={event.rating ?? null}
              lastVisit={event.lastVisit ?? null}
              state={event.state ?? DEFAULT_CHECKIN_STATE}
              checkins={event.checkins ?? 0}
            />
            <AmenityIcons amenities={event.amenities} />
          </Stack>
        </RouterLink>
      </ChakraLink>
      {user && TripActions ? (
        // outside the link (a control within a control is no control), at the foot of the card
        <Box px="2" pb="2" mt="auto">
          <Suspense fallback={null}>
            <TripActions eventId={event._id} userId={user._id} eventTitle={event.title} compact />
          </Suspense>
        </Box>
      ) : null}
    </Box>
  )
}
