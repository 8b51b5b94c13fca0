// List | Map: two pressed-state buttons, so the list is always one click away from the map.
import { Button, Group } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { FaList, FaMapMarkedAlt } from 'react-icons/fa'
import type { ListView } from '../hooks/use-list-view'

export function ViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation('events')
  return (
    <Group attached role="group" aria-label={t('view.label')}>
      {(['list', 'map'] as const).map((value) => (
        <Button
          key={value}
          size="sm"
          colorPalette="brand"
          variant={view === value ? 'solid' : 'outline'}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {value === 'list' ? <FaList aria-hidden="true" /> : <FaMapMarkedAlt aria-hidden="true" />}
          {t(`view.${value}`)}
        </Button>
      ))}
    </Group>
  )
}
