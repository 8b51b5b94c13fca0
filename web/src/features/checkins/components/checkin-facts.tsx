// What a check-in says, as both a sent one and one still kept on the device show it: the state found,
// the stars, the access the traveller came with, their text, and what they found of the event's facts.
import { Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CHECKABLE_FACTS, type CheckinDto } from '@travel/domain'
import { AccessIcon, RatingStars } from '@/features/events'
import { StateBadge } from './state-badge'

export function CheckinFacts({
  checkin,
}: {
  checkin: Pick<CheckinDto, 'state' | 'rating' | 'access' | 'text' | 'facts'>
}) {
  const { t } = useTranslation(['checkins', 'events'])
  const found = CHECKABLE_FACTS.flatMap((fact) => {
    const answer = checkin.facts?.[fact]
    if (answer === undefined) return []
    return [`${t(`events:amenities.facts.${fact}`)} – ${t(answer ? 'form.facts.yes' : 'form.facts.no')}`]
  })
  return (
    <>
      <Wrap gap="3" align="center">
        <StateBadge state={checkin.state} />
        {checkin.rating === null ? null : <RatingStars value={checkin.rating} />}
        <AccessIcon access={checkin.access} size={18} />
      </Wrap>
      {checkin.text ? (
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {checkin.text}
        </Text>
      ) : null}
      {found.length ? (
        <Text fontSize="sm" color="fg.muted">
          {t('found', { facts: found.join(', ') })}
        </Text>
      ) : null}
    </>
  )
}
