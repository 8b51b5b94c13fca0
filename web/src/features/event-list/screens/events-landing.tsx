// /events: the four section tiles, the two add-event pictures and the latest events without filters.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react'
import { Suspense, lazy, useState } from 'react'
import { withTexts } from '@/lib/lazy-screen'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/stores/root-store'
import { EventsList } from '../components/events-list'
import { Page } from '../components/page'
import { PictureTile } from '../components/picture-tile'
import { SectionTiles } from '../components/section-tiles'

const AddEventDialog = lazy(
  withTexts(() => import('../components/add-event-dialog'), ['event-form', 'uploads', 'validation']),
)

export function EventsLandingScreen() {
  const { t } = useTranslation(['list-screens', 'events'], { nsMode: 'fallback' })
  const user = useCurrentUser()
  const [adding, setAdding] = useState(false)

  return (
    <Page title={t('landing.title')} intro={t('landing.intro')}>
      <SectionTiles withDescriptions />
      <Stack gap="4">
        <Heading as="h2" size="xl">
          {t('landing.addHeading')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <PictureTile
            scene="sections"
            title={t('landing.chooseSection')}
            description={t('landing.chooseSectionText')}
            to={paths.sections}
            ratio={3}
          />
          {user ? (
            <PictureTile
              scene="add"
              title={t('landing.addNow')}
              description={t('landing.addNowText')}
              onClick={() => setAdding(true)}
              ratio={3}
            />
          ) : (
            <PictureTile
              scene="add"
              title={t('landing.addNow')}
              description={t('list.signInToAdd')}
              to={paths.signIn}
              ratio={3}
            />
          )}
        </SimpleGrid>
      </Stack>
      <Stack gap="4">
        <Heading as="h2" size="xl">
          {t('landing.latest')}
        </Heading>
        <EventsList hideAddForm hideFilters cardHeadingAs="h3" />
      </Stack>
      {user && adding ? (
        <Suspense fallback={null}>
          <AddEventDialog open={adding} onOpenChange={setAdding} />
        </Suspense>
      ) : null}
    </Page>
  )
}

export default EventsLandingScreen
