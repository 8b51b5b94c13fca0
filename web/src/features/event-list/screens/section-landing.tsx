// /events/camp, /events/route, /events/places: tiles to the subsections, then the section's events.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { subsectionsOf, type MainSection } from '@travel/domain'
import { paths } from '@/config/paths'
import { EventsList } from '../components/events-list'
import { Page } from '../components/page'
import { PictureTile } from '../components/picture-tile'
import { mainSectionLabel, subSectionLabel } from '@/utils/labels'

export function SectionLanding({ main }: { main: MainSection }) {
  const { t } = useTranslation(['list-screens', 'events'], { nsMode: 'fallback' })
  const subs = subsectionsOf(main)
  return (
    <Page title={mainSectionLabel(t, main)} intro={t(`tiles.${main}`)}>
      <SimpleGrid
        as="nav"
        aria-label={t('tiles.subLabel')}
        columns={{ base: 1, sm: 2, lg: subs.length > 2 ? 3 : 2 }}
        gap="5"
      >
        {subs.map((sub) => (
          <PictureTile
            key={sub}
            scene={sub}
            title={subSectionLabel(t, sub)}
            description={t(`tiles.sub.${sub}`)}
            to={paths.subsection(main, sub)}
            ratio={subs.length > 2 ? 5 / 3 : 5 / 2}
          />
        ))}
      </SimpleGrid>
      <Stack gap="4">
        <Heading as="h2" size="xl">
          {t('section.events')}
        </Heading>
        <EventsList section={main} hideFilters cardHeadingAs="h3" />
      </Stack>
    </Page>
  )
}

export const CampLanding = () => <SectionLanding main="camp" />
export const RouteLanding = () => <SectionLanding main="route" />
export const PlacesLanding = () => <SectionLanding main="places" />
