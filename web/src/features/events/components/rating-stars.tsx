// Five stars filled as far as a rating goes, drawn as text (★) with a gradient: no icon code on the list
// pages, which show one per card. A screen reader hears the rating in words.
import { Box, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatRating } from '@/utils/format-number'

interface RatingStarsProps {
  /** 1–5, an average or one traveller's stars */
  value: number
  /** how many ratings make the average; without it the stars are one traveller's */
  count?: number
  size?: 'sm' | 'md'
}

export function RatingStars({ value, count, size = 'sm' }: RatingStarsProps) {
  const { t, i18n } = useTranslation('events')
  // an average with its decimal (4.0, 4.5); one traveller's whole stars as they gave them
  const rating =
    count === undefined && Number.isInteger(value)
      ? value.toLocaleString(i18n.language)
      : formatRating(value, i18n.language)
  const filled = `${Math.max(0, Math.min(100, (value / 5) * 100))}%`
  const label = count === undefined ? t('rating.stars', { rating }) : t('rating.average', { rating, count })
  return (
    <HStack as="span" display="inline-flex" gap="1.5" role="img" aria-label={label}>
      <Box
        as="span"
        aria-hidden="true"
        fontSize={size === 'md' ? 'xl' : 'md'}
        lineHeight="1"
        letterSpacing="0.05em"
        color="transparent"
        backgroundClip="text"
        style={{
          backgroundImage: `linear-gradient(90deg, var(--chakra-colors-orange-400) ${filled}, var(--chakra-colors-gray-300) ${filled})`,
        }}
      >
        ★★★★★
      </Box>
      {count === undefined ? null : (
        <Text as="span" aria-hidden="true" fontSize={size} color="fg.muted">
          {`${rating} (${count.toLocaleString(i18n.language)})`}
        </Text>
      )}
    </HStack>
  )
}
