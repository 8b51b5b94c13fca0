// "Keep this trip offline": the trip and its stops' pages, photos and tracks kept in this browser, for the
// mountain pass without a network; kept up to date while the trip is open online (docs/offline.md).
import { Checkbox, Stack, Text } from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TripDto } from '@travel/domain'
import { NeedsNetwork } from '@/components/offline/needs-network'
import { useOnline } from '@/hooks/use-online'
import { changeKeptEvents } from '@/lib/offline/kept-events-query'
import { dropTripOffline, isTripKeptOffline, keepTripOffline } from '@/lib/offline/kept-trips'
import { offlineKeys } from '@/lib/offline/offline-keys'

export function TripOffline({ trip }: { trip: TripDto }) {
  const { t } = useTranslation('trips')
  const queryClient = useQueryClient()
  const online = useOnline()
  const [busy, setBusy] = useState(false)
  const { data: kept } = useQuery({
    queryKey: offlineKeys.trip(trip._id),
    queryFn: () => isTripKeptOffline(trip._id),
    staleTime: Infinity,
  })

  // a kept trip opened online follows its changes: new stops kept, removed ones let go
  const synced = useRef<string | null>(null)
  useEffect(() => {
    const version = `${trip._id}@${trip.version}`
    if (!kept || !online || synced.current === version) return
    synced.current = version
    void changeKeptEvents(queryClient, () => keepTripOffline(trip))
  }, [kept, online, trip, queryClient])

  const toggle = async (keep: boolean) => {
    setBusy(true)
    try {
      await changeKeptEvents(queryClient, () => (keep ? keepTripOffline(trip) : dropTripOffline(trip._id)))
      synced.current = keep ? `${trip._id}@${trip.version}` : null
    } finally {
      setBusy(false)
    }
  }

  if (kept === undefined) return null
  return (
    <Stack gap="1">
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        colorPalette="brand"
        checked={kept}
        disabled={busy || (!online && !kept)}
        onCheckedChange={(e) => void toggle(e.checked === true)}
      >
        <Checkbox.HiddenInput aria-describedby="trip-offline-status" />
        <Checkbox.Control />
        <Checkbox.Label>{t('offline.keep')}</Checkbox.Label>
      </Checkbox.Root>
      <Text id="trip-offline-status" fontSize="sm" color="fg.muted" role="status">
        {busy ? t('offline.keeping') : kept ? t('offline.kept') : t('offline.hint')}
      </Text>
      {!online && !kept ? <NeedsNetwork /> : null}
    </Stack>
  )
}
