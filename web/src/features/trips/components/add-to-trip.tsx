// "Add to trip" beside an event (its page, a card, the map's card, the wishlist): a list of the traveller's
// trips (and "New trip…") opened by a button; choosing one adds the event as that trip's last stop.
import { Box, Button, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TbChevronDown, TbMapPinPlus } from 'react-icons/tb'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { useOnline } from '@/hooks/use-online'
import { errorMessage } from '@/lib/api-client'
import { useAddEventToTrip, useTrips } from '../api/trips'

function TripChoices({ userId, onChoose }: { userId: string; onChoose: (id: string, name: string) => void }) {
  const { t } = useTranslation('trips')
  const { data, error } = useTrips(userId)
  return (
    <Stack as="ul" listStyleType="none" gap="1" p="2">
      {error ? (
        <Text as="li" fontSize="sm" color="fg.error">
          {errorMessage(error)}
        </Text>
      ) : !data ? (
        <Text as="li" fontSize="sm" color="fg.muted">
          {t('addTo.loading')}
        </Text>
      ) : (
        data.map((trip) => (
          <li key={trip._id}>
            <Button
              variant="ghost"
              size="sm"
              width="full"
              justifyContent="flex-start"
              onClick={() => onChoose(trip._id, trip.name)}
            >
              <Text as="span" truncate>
                {trip.name}
              </Text>
            </Button>
          </li>
        ))
      )}
      <li>
        <Button asChild variant="ghost" size="sm" width="full" justifyContent="flex-start" color="brand.fg">
          <RouterLink to={paths.trips}>{t('addTo.newTrip')}</RouterLink>
        </Button>
      </li>
    </Stack>
  )
}

interface AddToTripProps {
  eventId: string
  userId: string
  /** where several events each have the button (the wishlist), it says which one */
  eventTitle?: string
  /** a small button whose list opens in the flow, inside a card that would clip one floating over it */
  compact?: boolean
}

export function AddToTrip({ eventId, userId, eventTitle, compact = false }: AddToTripProps) {
  const { t } = useTranslation('trips')
  const online = useOnline()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const add = useAddEventToTrip(userId)
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null)
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    // a press anywhere else closes the list (not a blur: some browsers do not focus a pressed button)
    const close = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  }, [open])

  // Escape closes the open list only, not the map card or dialog around it
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return
    e.stopPropagation()
    setOpen(false)
  }

  const choose = (tripId: string, name: string) => {
    setOpen(false)
    setAdded(null)
    add.mutate({ tripId, eventId }, { onSuccess: () => setAdded({ id: tripId, name }) })
  }

  return (
    <Box position="relative" ref={container}>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={compact ? 'sm' : 'md'}
        colorPalette={compact ? 'brand' : undefined}
        disabled={!online}
        loading={add.isPending}
        aria-label={eventTitle ? t('addTo.buttonNamed', { name: eventTitle }) : undefined}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={closeOnEscape}
      >
        <TbMapPinPlus aria-hidden="true" />
        {t('addTo.button')}
        <TbChevronDown aria-hidden="true" />
      </Button>
      {open ? (
        <Box
          id={listId}
          role="group"
          aria-label={t('addTo.menu')}
          position={compact ? 'static' : 'absolute'}
          zIndex="dropdown"
          mt="1"
          minW={compact ? undefined : '64'}
          maxW="80vw"
          maxH="72"
          overflowY="auto"
          bg="bg"
          borderWidth="1px"
          borderRadius="l2"
          boxShadow="md"
          onKeyDown={closeOnEscape}
        >
          <TripChoices userId={userId} onChoose={choose} />
        </Box>
      ) : null}
      <Text role="status" fontSize="sm" mt="1" color={add.error ? 'fg.error' : undefined}>
        {add.error ? t('addTo.failed', { message: errorMessage(add.error) }) : null}
        {added ? (
          <>
            {t('addTo.added', { name: added.name })}{' '}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={paths.trip(added.id)}>{t('addTo.open')}</RouterLink>
            </Link>
          </>
        ) : null}
      </Text>
    </Box>
  )
}

export default AddToTrip
