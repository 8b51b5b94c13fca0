// Why a stop may not suit this trip, beside the stop: each warning in words.
import { Box, Flex } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { TbAlertTriangle } from 'react-icons/tb'
import type { StopWarning } from '@travel/domain'
import { warningText } from '../lib/warning-text'

export function StopWarnings({ warnings }: { warnings: readonly StopWarning[] }) {
  const { t, i18n } = useTranslation('trips')
  if (warnings.length === 0) return null
  return (
    <Box as="ul" listStyleType="none" aria-label={t('warning.label')}>
      {warnings.map((warning) => (
        <Flex as="li" key={warning.kind} gap="1.5" align="flex-start" fontSize="sm" color="orange.fg">
          <Box as="span" flexShrink={0} mt="1" aria-hidden="true">
            <TbAlertTriangle size={14} />
          </Box>
          {warningText(warning, t, i18n.language)}
        </Flex>
      ))}
    </Box>
  )
}
