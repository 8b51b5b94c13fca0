// "Near me" and "Near a place": the list by distance from the reader's geolocation (asked for on the
// button), typed coordinates or a place picked on the map. A line says which place and how far, with a way
// back; it takes the focus when the reader comes from the map, so a screen reader says what the list is.
import { Button, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { NEAR_RADIUS_DEFAULT_KM, type NearFilter } from '@travel/domain'
import { formatKm, formatPlace } from '@/utils/format-number'
import type { ListViewState } from '../hooks/use-list-view'
import { NEAR_RADII_KM } from '@/features/events-map'
import { FOCUS_RING } from '@/components/layout/card-look'

// typed coordinates: loaded when "Near a place" is first pressed
const NearPlaceForm = lazy(() => import('./near-place-form'))

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable'

interface NearControlsProps {
  near: NearFilter | undefined
  onNearChange: (near: NearFilter | undefined) => void
  /** switch to the map to pick a place there */
  onPickOnMap: () => void
}

export function NearControls({ near, onNearChange, onPickOnMap }: NearControlsProps) {
  const { t, i18n } = useTranslation('events')
  const [locating, setLocating] = useState<Locating>('idle')
  const [placeOpen, setPlaceOpen] = useState(false)
  const [radius, setRadius] = useState(near?.radiusKm ?? NEAR_RADIUS_DEFAULT_KM)
  const radiusId = useId()
  const status = useRef<HTMLDivElement>(null)
  const arrivedFromMap = (useLocation().state as ListViewState | null)?.focus === 'near'
  useEffect(() => {
    if (arrivedFromMap) status.current?.focus()
  }, [arrivedFromMap])

  const nearMe = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setLocating('unavailable')
      return
    }
    setLocating('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle')
        onNearChange({ lat: position.coords.latitude, lng: position.coords.longitude, radiusKm: radius })
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 15_000, maximumAge: 300_000 },
    )
  }

  return (
    <Stack gap="3" as="section" aria-label={t('near.label')}>
      <Flex gap="2" wrap="wrap" align="end">
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={nearMe}
          loading={locating === 'locating'}
        >
          {t('near.me')}
        </Button>
        <Button
          size="sm"
          variant={placeOpen ? 'subtle' : 'outline'}
          colorPalette="brand"
          aria-expanded={placeOpen}
          onClick={() => setPlaceOpen((open) => !open)}
        >
          {t('near.place')}
        </Button>
        <Field.Root width="auto">
          <Field.Label htmlFor={radiusId} fontSize="sm">
            {t('near.radius')}
          </Field.Label>
          <NativeSelect.Root size="sm" width="32">
            <NativeSelect.Field
              id={radiusId}
              value={radius}
              onChange={(e) => {
                const next = Number(e.currentTarget.value)
                setRadius(next)
                if (near) onNearChange({ ...near, radiusKm: next })
              }}
            >
              {NEAR_RADII_KM.map((km) => (
                <option key={km} value={km}>
                  {formatKm(km, i18n.language)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      {locating === 'denied' || locating === 'unavailable' ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(`near.${locating}`)}
        </Text>
      ) : null}
      {placeOpen ? (
        <Suspense fallback={null}>
          <NearPlaceForm
            onPlace={(lat, lng) => {
              setLocating('idle')
              onNearChange({ lat, lng, radiusKm: radius })
            }}
            onPickOnMap={onPickOnMap}
          />
        </Suspense>
      ) : null}
      {near ? (
        <Flex
          gap="3"
          align="center"
          wrap="wrap"
          role="status"
          ref={status}
          tabIndex={-1}
          outline="none"
          _focusVisible={FOCUS_RING}
        >
          <Text fontSize="sm">
            {t('near.active', {
              radius: formatKm(near.radiusKm, i18n.language),
              place: formatPlace(near.lat, near.lng, i18n.language),
            })}
          </Text>
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onNearChange(undefined)}>
            {t('near.clear')}
          </Button>
        </Flex>
      ) : null}
    </Stack>
  )
}
