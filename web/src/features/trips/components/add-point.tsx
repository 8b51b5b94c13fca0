// A free point on a trip (a border crossing, a ferry): picked on the map, then named; added as the last stop.
import { Button, Flex, Input, Text, chakra } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { STOP_NAME_MAX, type LatLng } from '@travel/domain'
import { formatPlace } from '@/utils/format-number'

interface AddPointProps {
  picked: LatLng | null
  busy: boolean
  onAdd: (name: string, point: LatLng) => Promise<unknown>
  onCancel: () => void
}

export function AddPoint({ picked, busy, onAdd, onCancel }: AddPointProps) {
  const { t, i18n } = useTranslation('trips')
  const [name, setName] = useState('')
  if (!picked)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('point.hint')}
      </Text>
    )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return
    await onAdd(name.trim(), picked)
    setName('')
  }
  return (
    <chakra.form onSubmit={(e) => void submit(e)} aria-label={t('point.title')}>
      <Text fontSize="sm" mb="1">
        {t('point.at', { place: formatPlace(picked[0], picked[1], i18n.language) })}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Input
          aria-label={t('point.name')}
          placeholder={t('point.namePlaceholder')}
          value={name}
          maxLength={STOP_NAME_MAX}
          onChange={(e) => setName(e.target.value)}
          flex="1"
          minW="40"
        />
        <Button type="submit" colorPalette="brand" loading={busy} disabled={!name.trim()}>
          {t('point.add')}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('point.cancel')}
        </Button>
      </Flex>
    </chakra.form>
  )
}
