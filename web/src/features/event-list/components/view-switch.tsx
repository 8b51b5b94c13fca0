// List | Map: two links to the list's two views (`?view=map`), so the list is always one click away from
// the map, even before the app has started.
import { Group } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { FaList, FaMapMarkedAlt } from 'react-icons/fa'
import { ChoiceLink } from '@/components/navigation/choice-link'
import { useAddressHref } from '@/hooks/use-address-href'
import type { ListView } from '../hooks/use-list-view'

export function ViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation('events')
  const hrefWith = useAddressHref()
  return (
    <Group attached role="group" aria-label={t('view.label')}>
      {(['list', 'map'] as const).map((value) => (
        <ChoiceLink
          key={value}
          size="sm"
          colorPalette="brand"
          current={view === value}
          href={hrefWith((p) => (value === 'map' ? p.set('view', 'map') : p.delete('view')))}
          onChoose={() => onChange(value)}
        >
          {value === 'list' ? <FaList aria-hidden="true" /> : <FaMapMarkedAlt aria-hidden="true" />}
          {t(`view.${value}`)}
        </ChoiceLink>
      ))}
    </Group>
  )
}
