import { Center, Spinner } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/**
 * Shown while the saved state is restored or a screen's code is loading. It fills the viewport so the
 * footer starts below it and is not seen jumping when the screen arrives (layout shift).
 */
export function PageSpinner() {
  const { t } = useTranslation()
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" aria-label={t('loading')} />
    </Center>
  )
}
