// How fresh an event is, from its check-ins' summary: its stars, "Last visited 3 weeks ago" or "Not visited
// in the last year", and a clear "Gone" when the latest traveller found it closed or no longer there.
import { Badge, Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { isRecentlyVisited, todayIso, type CheckinState } from '@travel/domain'
import { formatDaysAgo } from '@/utils/format-relative'
import { RatingStars } from './rating-stars'

interface VisitMarksProps {
  rating: { average: number; count: number } | null
  lastVisit: string | null
  state: CheckinState
  /** check-ins the event has; without any, nothing is said about visits */
  checkins: number
}

/** The "Gone" badge: red, in words, never by its colour alone. */
export function GoneBadge() {
  const { t } = useTranslation('events')
  return (
    <Badge colorPalette="red" variant="solid" size="sm">
      {t('visits.gone')}
    </Badge>
  )
}

export function VisitMarks({ rating, lastVisit, state, checkins }: VisitMarksProps) {
  const { t, i18n } = useTranslation('events')
  if (checkins === 0 && !rating && state !== 'gone') return null
  const today = todayIso()
  const recent = isRecentlyVisited(lastVisit, today)
  return (
    <Wrap gap="2" align="center" fontSize="sm">
      {state === 'gone' ? <GoneBadge /> : null}
      {rating ? <RatingStars value={rating.average} count={rating.count} /> : null}
      {recent && lastVisit ? (
        <Text as="span" color="green.fg" fontWeight="medium" data-fresh>
          {t('visits.lastVisit', { when: formatDaysAgo(lastVisit, today, i18n.language) })}
        </Text>
      ) : state === 'gone' ? null : (
        <Text as="span" color="fg.muted" fontStyle="italic">
          {t('visits.notRecent')}
        </Text>
      )}
    </Wrap>
  )
}
