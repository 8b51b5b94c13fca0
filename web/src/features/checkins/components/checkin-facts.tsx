// What a check-in says, as both a sent one and one still kept on the device show it: the state found,
// the stars, the access the traveller came with, their text, and what they found of the event's facts.
import { Text, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { CHECKABLE_FACTS, type CheckinDto } from '@travel/domain'
import { AccessIcon, RatingStars } from '@/features/events'
import { formatPrice } from '@/utils/format-facts'
import { StateBadge } from './state-badge'

export function CheckinFacts({
  checkin,
}: {
  checkin: Pick<CheckinDto, 'state' | 'rating' | 'access' | 'text' | 'language' | 'facts'>
}) {
  const { t, i18n } = useTranslation(['checkins', 'events'])
  const yesNo = (answer: boolean) => t(answer ? 'form.facts.yes' : 'form.facts.no')
  const found = CHECKABLE_FACTS.flatMap((fact) => {
    const answer = checkin.facts?.[fact]
    return answer === undefined ? [] : [`${t(`events:amenities.facts.${fact}`)} – ${yesNo(answer)}`]
  })
  const { open, price } = checkin.facts ?? {}
  if (open !== undefined) found.push(`${t('form.facts.open')} – ${yesNo(open)}`)
  if (price)
    found.push(
      `${t('form.facts.price')} – ${
        price.amount === 0 ? t('form.facts.free') : formatPrice(price.amount, price.currency, i18n.language)
      }`,
    )
  return (
    <>
      <Wrap gap="3" align="center">
        <StateBadge state={checkin.state} />
        {checkin.rating === null ? null : <RatingStars value={checkin.rating} />}
        <AccessIcon access={checkin.access} size={18} />
      </Wrap>
      {checkin.text ? (
        <Text whiteSpace="pre-wrap" wordBreak="break-word" lang={checkin.language}>
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
