// /events/{main}/{slug}: one subsection's events. The slug comes from the URL, so an unknown one gets a
// not-found message with a way back to the section instead of an empty list.
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { subsectionFromSlug, type MainSection } from '@travel/domain'
import { paths } from '@/config/paths'
import { EventsList } from '../components/events-list'
import { Page } from '../components/page'
import { mainSectionLabel, subSectionLabel } from '@/utils/labels'

export function SubsectionEvents({ main }: { main: MainSection }) {
  const { t } = useTranslation(['list-screens', 'events'], { nsMode: 'fallback' })
  const { sub: slug = '' } = useParams()
  const sub = subsectionFromSlug(main, slug)
  const mainLabel = mainSectionLabel(t, main)

  if (!sub) {
    return (
      <Page title={t('section.unknownSub')}>
        <Stack gap="3">
          <Text>{t('section.unknownSubText', { section: mainLabel })}</Text>
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.section(main)}>{t('section.backTo', { section: mainLabel })}</RouterLink>
          </ChakraLink>
        </Stack>
      </Page>
    )
  }
  return (
    <Page title={`${mainLabel} · ${subSectionLabel(t, sub)}`} intro={t(`tiles.sub.${sub}`)}>
      <EventsList section={main} sub={sub} hideFilters />
    </Page>
  )
}

export const CampSubsectionEvents = () => <SubsectionEvents main="camp" />
export const RouteSubsectionEvents = () => <SubsectionEvents main="route" />
export const PlacesSubsectionEvents = () => <SubsectionEvents main="places" />
