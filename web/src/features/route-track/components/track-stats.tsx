// The numbers of a route, as text in the reader's number format: distance, climb, descent, highest and
// lowest point, and the time recorded when the file has times. Below them, what that time is (it leaves
// out the breaks between a file's recordings) and how many impossible values of the file were left out.
import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { TrackDto } from '@travel/domain'
import { formatDuration, formatKm, formatMetres } from '@/utils/format-number'

export function TrackStats({ track }: { track: TrackDto }) {
  const { t, i18n } = useTranslation('tracks')
  const lang = i18n.language
  const items: [string, string][] = [
    [t('distance'), formatKm(track.distanceKm, lang)],
    ...(track.maxEleM !== null
      ? ([
          [t('ascent'), formatMetres(track.ascentM, lang)],
          [t('descent'), formatMetres(track.descentM, lang)],
          [t('highest'), formatMetres(track.maxEleM, lang)],
          [t('lowest'), formatMetres(track.minEleM ?? track.maxEleM, lang)],
        ] as [string, string][])
      : []),
    ...(track.durationS !== null
      ? ([[t('duration'), formatDuration(track.durationS, lang)]] as [string, string][])
      : []),
  ]
  const dropped = (track.dropped?.elevations ?? 0) + (track.dropped?.times ?? 0)
  const notes = [
    ...(track.durationS !== null ? [t('durationHint')] : []),
    ...(dropped ? [t('dropped', { count: dropped })] : []),
  ]
  return (
    <Box>
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{
          base: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: '1fr',
        }}
        gap={{ base: '3', md: '2' }}
        m="0"
      >
        {items.map(([label, value]) => (
          <Box key={label} borderWidth="1px" borderRadius="l2" px="3" py="2" bg="bg.subtle">
            <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {label}
            </Text>
            <Text as="dd" m="0" fontSize="lg" fontWeight="semibold" whiteSpace="nowrap">
              {value}
            </Text>
          </Box>
        ))}
      </Box>
      {notes.map((note) => (
        <Text key={note} fontSize="sm" color="fg.muted" mt="2" mb="0">
          {note}
        </Text>
      ))}
    </Box>
  )
}
