// The picture tiles of the four main sections, in the order the list's filters show them too.
import { SimpleGrid } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { MAIN_SECTIONS_SHOWN } from '@travel/domain'
import { paths } from '@/config/paths'
import { PictureTile } from './picture-tile'
import { mainSectionLabel } from '@/utils/labels'

export function SectionTiles({ withDescriptions = false }: { withDescriptions?: boolean }) {
  const { t } = useTranslation('events')
  return (
    <SimpleGrid
      as="nav"
      aria-label={t('tiles.label')}
      columns={{ base: 2, lg: 4 }}
      gap={{ base: '3', md: '5' }}
    >
      {MAIN_SECTIONS_SHOWN.map((main) => (
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
