// The list's "What it offers" filters, folded away until opened (or open while one is on). What is inside
// (amenity-filter-panel.tsx) loads with its texts when first opened: most readers never open it, and a
// page opened with a filter on renders it open from the server.
import { chakra } from '@chakra-ui/react'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withTexts } from '@/lib/lazy-screen'
import type { AmenityFilterPanelProps } from './amenity-filter-panel'

const AmenityFilterPanel = lazy(withTexts(() => import('./amenity-filter-panel'), ['list-filters']))

export function AmenityFilters({ facts, onChange }: AmenityFilterPanelProps) {
  const { t } = useTranslation('events')
  const anyOn = Boolean(facts && Object.keys(facts).length)
  const [opened, setOpened] = useState(anyOn)
  return (
    <chakra.details open={anyOn || undefined}>
      <chakra.summary
        cursor="pointer"
        fontSize="sm"
        fontWeight="medium"
        width="fit-content"
        onClick={() => setOpened(true)}
      >
        {t('amenities.filters')}
      </chakra.summary>
      {opened || anyOn ? (
        <Suspense fallback={null}>
          <AmenityFilterPanel facts={facts} onChange={onChange} />
        </Suspense>
      ) : null}
    </chakra.details>
  )
}
