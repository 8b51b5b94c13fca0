import { Center, Spinner } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** Shown while the saved state is restored or a screen's code is loading. */
export function PageSpinner() {
  const { t } = useTranslation()
  return (
    <Center minH="50dvh" role="status" aria-live="polite">
      <Spinner size="xl" color="brand.solid" aria-label={t('loading')} />
    </Center>
  )
}
