// "Near a place" typed: a latitude and a longitude (as 48.1486, 17.1077), or a way to pick the place on the
// map instead. Loaded when the reader first asks for it (near-controls.tsx).
import { Button, chakra, Field, Flex, Input } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { parseNearPoint } from '@travel/domain'

interface NearPlaceFormProps {
  onPlace: (lat: number, lng: number) => void
  onPickOnMap: () => void
}

export default function NearPlaceForm({ onPlace, onPickOnMap }: NearPlaceFormProps) {
  const { t } = useTranslation('events')
  const [placeText, setPlaceText] = useState('')
  const [placeError, setPlaceError] = useState(false)

  const submitPlace = (event: FormEvent) => {
    event.preventDefault()
    const point = parseNearPoint(placeText.replace(/\s+/g, ''))
    if (!point) {
      setPlaceError(true)
      return
    }
    setPlaceError(false)
    onPlace(point[0], point[1])
  }

  return (
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
        <Flex gap="2" mt={{ base: 0, sm: '6' }} wrap="wrap">
          <Button type="submit" size="sm" colorPalette="brand">
            {t('near.show')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onPickOnMap}>
            {t('near.pickOnMap')}
          </Button>
        </Flex>
      </Flex>
    </chakra.form>
  )
}
