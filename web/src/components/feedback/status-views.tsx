// The loading, failure and empty states screens share, so they look and read the same.
import { Alert, Center, Spinner, Text, VisuallyHidden } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/**
 * A spinner holding a screen's height: what loads is usually taller than the viewport, and the footer
 * below must not be seen jumping down when it arrives (layout shift).
 */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center role="status" py="12" minH="100dvh" alignItems="flex-start">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  )
}

/** "Error: {message}" (docs/api.md). */
export function ErrorState({ message }: { message: string }) {
  const { t } = useTranslation('common')
  return (
    <Alert.Root status="error" role="alert" my="4">
      <Alert.Indicator />
      <Alert.Title>{t('errors.prefix', { message })}</Alert.Title>
    </Alert.Root>
  )
}

export function EmptyState({ message }: { message: string }) {
  return (
    <Text py="10" textAlign="center" color="fg.muted">
      {message}
    </Text>
  )
}
