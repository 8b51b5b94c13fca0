// /events/:id (docs/screens.md "Event detail").
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Image,
  Link,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react'
import { Suspense, lazy, useContext, useState } from 'react'
import { withTexts } from '@/lib/lazy-screen'
import { useTranslation } from 'react-i18next'
// Font Awesome 6 for the event page's own icons, so that the lists' pages do not load them
import { FaClockRotateLeft, FaPenToSquare, FaTrashCan } from 'react-icons/fa6'
import { Link as RouterLink, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { sectionTakesCoordinates, type EventDto, type LatLng } from '@travel/domain'
import { NeedsNetwork } from '@/components/offline/needs-network'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageStatus } from '@/hooks/use-page-status'
import { useOnline } from '@/hooks/use-online'
import { useCurrentUser } from '@/stores/root-store'
import { formatDate } from '@/utils/format-date'
import { AccessIcon, EventSlotsContext, GoneBadge } from '@/features/events'
import { AmenityList } from '../components/amenity-list'
// "I was here" and the check-ins below the place; the section is its own chunk, asked for after the event
import { CheckinButton, CheckinsSection } from '@/features/checkins'
// reporting the event or its author; the author's own event says when reports hide it
import { DuplicateButton, HiddenBanner, ReportButton } from '@/features/moderation'
import { useEvent } from '../api/get-event'
import { EventLocation, EventMapLink, OpenInMapsLink } from '../components/event-location'
import { countryLabel, sectionLabel } from '@/utils/labels'
import { GpxButton } from '../components/gpx-button'
import { CheckinsSectionReady, EventGallerySlot } from '../components/event-gallery-slot'
import { EventLanguage } from '../components/event-language'
import { currentLanguage } from '@/i18n'
import { ErrorState, LoadingState } from '@/components/feedback/status-views'
// The route section (map, numbers, elevation profile) and its map and chart code, only for routes with a
// track.
import { EventTrack } from '@/features/route-track'

// The edit form and its upload code load only when the owner opens it.
const EditEventDialog = lazy(
  withTexts(() => import('../components/edit-event-dialog'), ['event-form', 'uploads', 'validation']),
)

// A traveller's suggestion form loads only when they open it (it is the event form, with its uploads).
const SuggestEditDialog = lazy(
  withTexts(
    () => import('@/features/changes').then((m) => ({ default: m.SuggestEditDialog })),
    ['changes', 'event-form', 'uploads', 'validation'],
  ),
)

// Only an owner gets the delete dialog: visitors never load the dialog machinery.
const DeleteEventDialog = lazy(() =>
  import('../components/delete-event-dialog').then((m) => ({ default: m.DeleteEventDialog })),
)

/** The event page's answer when there is no such event: a 404 (the browser only shows the heading). */
function EventNotFound() {
  const { t } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  usePageStatus(404)
  return (
    <Box py="10" textAlign="center">
      <Heading as="h1" size="xl">
        {t('detail.notFound')}
      </Heading>
    </Box>
  )
}

function EventView({ event }: { event: EventDto }) {
  const { t, i18n } = useTranslation(['event-page', 'events', 'common'], { nsMode: 'fallback' })
  const user = useCurrentUser()
  const { ReaderActions, TripActions, PublishedTrip } = useContext(EventSlotsContext)
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  // once deleted, nothing on the page as it leaves asks the server about the event again
  const [removed, setRemoved] = useState(false)
  const [checkingIn, setCheckingIn] = useState(false)
  const [suggesting, setSuggesting] = useState(false)
  // "Show the original" (or back): the other version the event's answer carries
  const [showingOther, setShowingOther] = useState(false)
  const isOwner = Boolean(user && user._id === event.user._id)
  // saving, editing and deleting need the server: offline they are disabled, with the reason below them
  const online = useOnline()
  const text = showingOther && event.other ? event.other : event

  return (
    <Stack gap="6">
      {event.hidden ? <HiddenBanner /> : null}
      <Stack gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} wordBreak="break-word" lang={text.language}>
          {text.title}
        </Heading>
        <EventLanguage
          event={event}
          reader={currentLanguage(i18n)}
          showingOther={showingOther && Boolean(event.other)}
          onToggle={() => setShowingOther((shown) => !shown)}
          onSuggest={user && !isOwner && online ? () => setSuggesting(true) : undefined}
        />
        <Wrap gap="3" align="center" color="fg.muted" fontSize="sm">
          <AccessIcon access={event.access} />
          <time dateTime={event.date}>{formatDate(event.date, i18n.language, 'long')}</time>
          <Text as="span">·</Text>
          <Text as="span">{countryLabel(t, event.country)}</Text>
          <Badge colorPalette="brand" variant="subtle">
            {sectionLabel(t, event.section)}
          </Badge>
          {event.state === 'gone' ? <GoneBadge /> : null}
        </Wrap>
        {event.user.username ? (
          <Flex gap="1" align="center" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {t('detail.createdBy', { username: event.user.username })}
            </Text>
            {isOwner ? null : (
              <ReportButton
                target={{ type: 'user', id: event.user._id }}
                label={t('reports:labels.user', { username: event.user.username })}
                iconOnly
              />
            )}
          </Flex>
        ) : null}
        {event.updatedFrom ? <UpdatedFromSuggestion eventId={event._id} {...event.updatedFrom} /> : null}
      </Stack>

      <Stack gap="2">
        <Image
          src={event.image}
          alt={event.title}
          loading="eager"
          fetchPriority="high"
          htmlWidth={1200}
          htmlHeight={750}
          width="100%"
          height="auto"
          maxH="xl"
          fit="cover"
          borderRadius="l3"
          bg="bg.muted"
        />
        <EventGallerySlot event={event} />
      </Stack>

      {user ? (
        <Stack gap="2">
          <Flex gap="3" wrap="wrap">
            <CheckinButton
              eventId={event._id}
              eventAccess={event.access}
              open={checkingIn}
              onOpenChange={setCheckingIn}
            />
            {ReaderActions ? (
              // a button's place while its code loads, so the owner's buttons beside it barely move
              <Suspense fallback={<Skeleton height="10" width="44" borderRadius="l2" />}>
                <ReaderActions eventId={event._id} userId={user._id} />
              </Suspense>
            ) : null}
            {TripActions ? (
              <Suspense fallback={<Skeleton height="10" width="36" borderRadius="l2" />}>
                <TripActions eventId={event._id} userId={user._id} />
              </Suspense>
            ) : null}
            {online ? <DuplicateButton eventId={event._id} coordinates={event.coordinates} /> : null}
            {isOwner ? null : (
              <Button variant="outline" disabled={!online} onClick={() => setSuggesting(true)}>
                <FaPenToSquare aria-hidden="true" /> {t('detail.suggestEdit')}
              </Button>
            )}
            {isOwner ? (
              <>
                <Button variant="outline" disabled={!online} onClick={() => setEditing(true)}>
                  <FaPenToSquare aria-hidden="true" /> {t('detail.edit')}
                </Button>
                <Button
                  variant="outline"
                  colorPalette="red"
                  disabled={!online}
                  onClick={() => setDeleting(true)}
                >
                  <FaTrashCan aria-hidden="true" /> {t('detail.delete')}
                </Button>
              </>
            ) : null}
          </Flex>
          <NeedsNetwork />
        </Stack>
      ) : null}

      <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="md" lineHeight="tall" lang={text.language}>
        {text.description}
      </Text>

      <AmenityList amenities={event.amenities} checks={event.factChecks} />

      {PublishedTrip && event.section.main === 'itinerary' ? (
        <Suspense fallback={null}>
          <PublishedTrip eventId={event._id} />
        </Suspense>
      ) : null}

      {/* a route's coordinates are where its track starts; a camp's or a place's are marked beside its track */}
      {event.track ? (
        <Suspense fallback={<Skeleton height="96" width="100%" borderRadius="l3" />}>
          <EventTrack
            track={event.track}
            {...(sectionTakesCoordinates(event.section.main) && event.coordinates.length === 2
              ? {
                  place: {
                    position: [event.coordinates[0], event.coordinates[1]] as LatLng,
                    label: event.title,
                  },
                }
              : {})}
          />
        </Suspense>
      ) : (
        <EventLocation coordinates={event.coordinates} title={event.title} />
      )}

      <Flex gap="4" wrap="wrap" align="flex-start">
        <OpenInMapsLink coordinates={event.coordinates} />
        {event.map ? <EventMapLink map={event.map} /> : null}
        <GpxButton gpxFile={event.gpxFile} />
        <Link asChild color="brand.fg" fontWeight="semibold" minH="10">
          <RouterLink to={paths.eventHistory(event._id)}>
            <FaClockRotateLeft aria-hidden="true" /> {t('detail.history')}
          </RouterLink>
        </Link>
        {isOwner ? null : (
          <Box ms="auto">
            <ReportButton
              target={{ type: 'event', id: event._id }}
              label={t('reports:labels.event')}
              onAddCheckin={user ? () => setCheckingIn(true) : undefined}
            />
          </Box>
        )}
      </Flex>

      {removed ? null : (
        <Suspense fallback={null}>
          <CheckinsSection event={event} />
          <CheckinsSectionReady />
        </Suspense>
      )}

      {suggesting ? (
        <Suspense fallback={null}>
          <SuggestEditDialog event={event} open={suggesting} onOpenChange={setSuggesting} />
        </Suspense>
      ) : null}
      {isOwner ? (
        <>
          {editing ? (
            <Suspense fallback={null}>
              <EditEventDialog event={event} open={editing} onOpenChange={setEditing} />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <DeleteEventDialog
              eventId={event._id}
              title={event.title}
              open={deleting}
              onOpenChange={setDeleting}
              onDeleted={() => setRemoved(true)}
            />
          </Suspense>
        </>
      ) : null}
    </Stack>
  )
}

/** The start of the event's text, for search results and link previews (about two lines). */
const SUMMARY_CHARS = 160
function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= SUMMARY_CHARS ? flat : `${flat.slice(0, SUMMARY_CHARS - 1).trimEnd()}…`
}

/** "Updated from a suggestion by …": the event's last change came from a traveller, its history one tap away. */
function UpdatedFromSuggestion({ eventId, by, at }: { eventId: string; by: string | null; at: string }) {
  const { t, i18n } = useTranslation('event-page')
  const date = formatDate(at, i18n.language, 'medium')
  return (
    <Link asChild fontSize="sm" color="fg.muted" textDecoration="underline" alignSelf="flex-start">
      <RouterLink to={paths.eventHistory(eventId)}>
        {by ? t('detail.updatedFrom', { name: by, date }) : t('detail.updatedFromFormer', { date })}
      </RouterLink>
    </Link>
  )
}

export function EventDetailScreen() {
  const { t } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  const { id = '' } = useParams()
  const state = useEvent(id)
  useDocumentTitle(
    state.status === 'success'
      ? state.event.title
      : state.status === 'not-found'
        ? t('detail.notFound')
        : undefined,
    state.status === 'success' ? summaryOf(state.event.description) : undefined,
  )

  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      {state.status === 'loading' ? (
        <LoadingState label={t('detail.loading')} />
      ) : state.status === 'error' ? (
        <ErrorState message={state.error} />
      ) : state.status === 'not-found' ? (
        <EventNotFound />
      ) : (
        <EventView event={state.event} />
      )}
    </Container>
  )
}

export default EventDetailScreen
