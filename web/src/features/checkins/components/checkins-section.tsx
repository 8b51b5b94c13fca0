// An event's check-ins, below its place: the summary, a banner when the latest traveller found it changed
// or gone, the reader's own check-ins kept on the device until sent, then the list a page at a time, asked
// for once the section comes on screen (the summary comes with the event, so it never holds up the page).
import { Alert, Heading, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react'
import { useRef } from 'react'
import { FaCircleExclamation, FaCircleInfo, FaCircleXmark } from 'react-icons/fa6'
import { useTranslation } from 'react-i18next'
import { isRecentlyVisited, todayIso, type EventDto } from '@travel/domain'
import { SignInNotice } from '@/components/feedback/sign-in-notice'
import { PagedListBody } from '@/components/paging/paged-list-body'
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen'
import { useCurrentUser } from '@/stores/root-store'
import { formatDaysAgo } from '@/utils/format-relative'
import { RatingStars } from '@/features/events'
import { useCheckins } from '../api/get-checkins'
import { useKeptCheckins } from '../api/kept-checkins'
import { CheckinItem } from './checkin-item'
import { KeptCheckinItem } from './kept-checkin-item'
import { MoreCheckins } from './more-checkins'

type SectionEvent = Pick<EventDto, '_id' | 'access' | 'checkins' | 'rating' | 'lastVisit' | 'state'>

export default function CheckinsSection({ event }: { event: SectionEvent }) {
  const { t, i18n } = useTranslation('checkins')
  const user = useCurrentUser()
  const section = useRef<HTMLDivElement>(null)
  const seen = useSeenOnScreen(section)
  const list = useCheckins(event._id, seen)
  const kept = useKeptCheckins(user?._id ?? null).filter((entry) => entry.eventId === event._id)
  const today = todayIso()
  // the check-in behind the banner: the latest one that found the event as the summary says
  const latestReport =
    event.state === 'as-described' ? undefined : list.items.find((c) => c.state === event.state)

  return (
    <Stack as="section" ref={section} gap="4" aria-labelledby="checkins-heading">
      <Heading as="h2" size="xl" id="checkins-heading">
        {t('section.title')}
      </Heading>

      <Wrap gap="4" align="center" color="fg.muted" fontSize="sm">
        {event.rating ? (
          <RatingStars value={event.rating.average} count={event.rating.count} size="md" />
        ) : null}
        <Text as="span">{t('section.count', { count: event.checkins })}</Text>
        {event.lastVisit ? (
          <Text
            as="span"
            color={isRecentlyVisited(event.lastVisit, today) ? 'green.fg' : 'fg.muted'}
            fontWeight="medium"
          >
            {t('section.lastVisit', { when: formatDaysAgo(event.lastVisit, today, i18n.language) })}
          </Text>
        ) : null}
      </Wrap>

      {event.state === 'as-described' ? null : (
        <Alert.Root status={event.state === 'gone' ? 'error' : 'warning'} role="status">
          {/* react-icons: Chakra's own icon gets another class in the browser than on the server here */}
          <Alert.Indicator>
            {event.state === 'gone' ? <FaCircleXmark /> : <FaCircleExclamation />}
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{t(`banner.${event.state}`)}</Alert.Title>
            {latestReport?.text ? (
              <Alert.Description whiteSpace="pre-wrap" wordBreak="break-word">
                {latestReport.text}
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      )}

      {user ? null : (
        <SignInNotice
          status="info"
          message={t('signIn.message')}
          linkLabel={t('signIn.link')}
          icon={<FaCircleInfo />}
        />
      )}

      {kept.length ? (
        <Stack as="ul" gap="3" ps="0" m="0" aria-label={t('outbox.listLabel')}>
          {kept.map((entry) => (
            <KeptCheckinItem key={entry.id} entry={entry} showEvent={false} />
          ))}
        </Stack>
      ) : null}

      <PagedListBody
        list={list}
        loading={
          <Stack gap="3" aria-hidden="true">
            <Skeleton height="24" borderRadius="l3" />
          </Stack>
        }
        empty={kept.length ? null : <Text color="fg.muted">{t('section.empty')}</Text>}
      >
        {(checkins) => (
          <Stack as="ul" gap="3" ps="0" m="0">
            {checkins.map((checkin) => (
              <CheckinItem
                key={checkin._id}
                checkin={checkin}
                eventAccess={event.access}
                own={Boolean(user && user._id === checkin.user._id)}
              />
            ))}
          </Stack>
        )}
      </PagedListBody>

      <MoreCheckins list={list} />
    </Stack>
  )
}
