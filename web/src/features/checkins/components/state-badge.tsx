// How a traveller found the event, as a badge in words: green as described, orange changed, red gone.
import { Badge } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { CheckinState } from '@travel/domain'

const PALETTE: Record<CheckinState, string> = { 'as-described': 'green', changed: 'orange', gone: 'red' }

export function StateBadge({ state }: { state: CheckinState }) {
  const { t } = useTranslation('checkins')
  return (
    <Badge colorPalette={PALETTE[state]} variant="subtle">
      {t(`state.${state}`)}
    </Badge>
  )
}
