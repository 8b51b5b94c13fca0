// The whole trip's counts: stops, nights, km as the crow flies and of track apart, and the climb.
import { Box, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { TripPlan } from '@travel/domain'
import { formatKm, formatUnit } from '@/utils/format-number'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box as="div" minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  )
}

export function TripTotals({ plan, stops }: { plan: TripPlan; stops: number }) {
  const { t, i18n } = useTranslation('trips')
  const language = i18n.language
  const { totals } = plan
  return (
    <Flex
      as="dl"
      aria-label={t('totals.label')}
      gap="4"
      wrap="wrap"
      borderWidth="1px"
      borderRadius="l3"
      p="3"
      bg="bg.subtle"
    >
      <Figure label={t('totals.stopsLabel')} value={t('totals.stops', { count: stops })} />
      <Figure label={t('totals.nightsLabel')} value={t('totals.nights', { count: totals.nights })} />
      <Figure label={t('totals.straightLabel')} value={formatKm(totals.straightKm, language)} />
      <Figure label={t('totals.trackLabel')} value={formatKm(totals.trackKm, language)} />
      <Figure label={t('totals.climbLabel')} value={formatUnit(totals.ascentM, language, 'meter', 0)} />
    </Flex>
  )
}
