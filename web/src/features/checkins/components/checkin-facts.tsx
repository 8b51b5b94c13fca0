// What a check-in says, as both a sent one and one still kept on the device show it: the state found,
// the stars, the access the traveller came with, and their text.
import { Text, Wrap } from '@chakra-ui/react'
import type { CheckinDto } from '@travel/domain'
import { AccessIcon, RatingStars } from '@/features/events'
import { StateBadge } from './state-badge'

export function CheckinFacts({
  checkin,
}: {
  checkin: Pick<CheckinDto, 'state' | 'rating' | 'access' | 'text'>
}) {
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
    </>
  )
}
