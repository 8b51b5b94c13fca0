// "Near me" and "Near a place": the list sorted by distance from where the reader is (the browser's
// geolocation, asked for only when the button is pressed) or from coordinates they type. While a place is
// chosen, a line says which and how far, with a way back to the usual order.
import { Button, chakra, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { NEAR_RADIUS_DEFAULT_KM, parseNearPoint, type NearFilter } from '@travel/domain'
import { formatKm } from '@/utils/format-number'

const RADII = [10, 25, 50, 100, 250, 500, 1000]

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable'

interface NearControlsProps {
  near: NearFilter | undefined
  onNearChange: (near: NearFilter | undefined) => void
}

export function NearControls({ near, onNearChange }: NearControlsProps) {
  const { t, i18n } = useTranslation('events')
  const [locating, setLocating] = useState<Locating>('idle')
  const [placeOpen, setPlaceOpen] = useState(false)
  const [placeText, setPlaceText] = useState('')
  const [placeError, setPlaceError] = useState(false)
  const [radius, setRadius] = useState(near?.radiusKm ?? NEAR_RADIUS_DEFAULT_KM)
  const radiusId = useId()

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

  const submitPlace = (event: FormEvent) => {
    event.preventDefault()
    const point = parseNearPoint(placeText.replace(/\s+/g, ''))
    if (!point) {
      setPlaceError(true)
      return
    }
    setPlaceError(false)
    setLocating('idle')
    onNearChange({ lat: point[0], lng: point[1], radiusKm: radius })
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
              {RADII.map((km) => (
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
        <chakra.form onSubmit={submitPlace} noValidate>
          <Flex gap="2" align="start" wrap="wrap">
            <Field.Root invalid={placeError} width={{ base: '100%', sm: '72' }}>
              <Field.Label fontSize="sm">{t('near.coordinates')}</Field.Label>
              <Input
                size="sm"
                value={placeText}
                inputMode="decimal"
                placeholder="48.1486, 17.1077"
                onChange={(e) => setPlaceText(e.currentTarget.value)}
              />
              {placeError ? <Field.ErrorText>{t('near.coordinatesInvalid')}</Field.ErrorText> : null}
            </Field.Root>
            <Button type="submit" size="sm" colorPalette="brand" mt={{ base: 0, sm: '6' }}>
              {t('near.show')}
            </Button>
          </Flex>
        </chakra.form>
      ) : null}
      {near ? (
        <Flex gap="3" align="center" wrap="wrap" role="status">
          <Text fontSize="sm">
            {t('near.active', {
              radius: formatKm(near.radiusKm, i18n.language),
              place: `${near.lat.toFixed(4)}, ${near.lng.toFixed(4)}`,
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
