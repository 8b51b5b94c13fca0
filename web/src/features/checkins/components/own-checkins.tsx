// "My check-ins" on the profile: the signed-in traveller's visits, newest first, each linking to its event
// with the visit day, the state found and the stars given; more a page at a time. Those kept on this
// device until sent come first.
import { Box, Flex, Link as ChakraLink, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { SectionCard } from '@/components/layout/section-card'
import { PagedListBody } from '@/components/paging/paged-list-body'
import { paths } from '@/config/paths'
import { formatDate } from '@/utils/format-date'
import { RatingStars } from '@/features/events'
import { HiddenBadge, HiddenPhotosNote } from '@/features/moderation'
import { useOwnCheckins } from '../api/get-own-checkins'
import { useKeptCheckins } from '../api/kept-checkins'
import { KeptCheckinItem } from './kept-checkin-item'
import { MoreCheckins } from './more-checkins'
import { StateBadge } from './state-badge'

export default function OwnCheckins({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('checkins')
  const list = useOwnCheckins(userId)
  const kept = useKeptCheckins(userId)
  return (
    <SectionCard headingId="own-checkins-heading" title={t('own.title')}>
      {kept.length ? (
        <Stack as="ul" gap="3" ps="0" m="0" mb="4" aria-label={t('outbox.listLabel')}>
          {kept.map((entry) => (
            <KeptCheckinItem key={entry.id} entry={entry} showEvent />
          ))}
        </Stack>
      ) : null}
      <PagedListBody
        list={list}
        loading={<Skeleton height="16" borderRadius="l2" aria-hidden="true" />}
        empty={kept.length ? null : <Text color="fg.muted">{t('own.empty')}</Text>}
      >
        {(checkins) => (
          <Stack as="ul" gap="3" ps="0" m="0">
            {checkins.map((checkin) => (
              <Box as="li" key={checkin._id} listStyleType="none" borderBottomWidth="1px" pb="3">
                <Flex gap="3" justify="space-between" wrap="wrap" align="baseline">
                  <ChakraLink asChild color="brand.fg" fontWeight="semibold" wordBreak="break-word">
                    <RouterLink to={paths.event(checkin.event._id)}>{checkin.event.title}</RouterLink>
                  </ChakraLink>
                  <Text fontSize="sm" color="fg.muted">
                    <time dateTime={checkin.visitDate}>
                      {formatDate(checkin.visitDate, i18n.language, 'medium')}
                    </time>
                  </Text>
                </Flex>
                <Wrap gap="3" align="center" mt="1">
                  <StateBadge state={checkin.state} />
                  {checkin.rating === null ? null : <RatingStars value={checkin.rating} />}
                  {checkin.hidden ? <HiddenBadge /> : null}
                </Wrap>
                {checkin.hiddenPhotos?.length ? (
                  <Box mt="1">
                    <HiddenPhotosNote count={checkin.hiddenPhotos.length} />
                  </Box>
                ) : null}
              </Box>
            ))}
          </Stack>
        )}
      </PagedListBody>
      <Box mt="4">
        <MoreCheckins list={list} />
      </Box>
    </SectionCard>
  )
}
