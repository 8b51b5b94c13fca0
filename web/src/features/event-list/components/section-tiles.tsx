// The picture tiles of the four main sections, in the order the spec lists them.
import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { MainSection } from '@travel/domain'
import { paths } from '@/config/paths'
import { PictureTile } from './picture-tile'
import { mainSectionLabel } from '@/utils/labels'

const ORDER: MainSection[] = ['places', 'route', 'camp', 'itinerary']

export function SectionTiles({ withDescriptions = false }: { withDescriptions?: boolean }) {
  const { t } = useTranslation('events')
  return (
    <SimpleGrid
      as="nav"
      aria-label={t('tiles.label')}
      columns={{ base: 2, lg: 4 }}
      gap={{ base: '3', md: '5' }}
    >
      {ORDER.map((main) => (
        <PictureTile
          key={main}
          scene={main}
          title={mainSectionLabel(t, main)}
          description={withDescriptions ? t(`tiles.${main}`) : undefined}
          to={paths.section(main)}
        />
      ))}
    </SimpleGrid>
  )
}
