// What an author sees of their own item that reports hide from everyone else: a banner on their event's
// page, a badge on their check-in, and a line for their check-in's hidden photos.
import { Alert, Badge, HStack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { FaEyeSlash } from 'react-icons/fa6'

export function HiddenBanner() {
  const { t } = useTranslation('reports')
  return (
    <Alert.Root status="warning" role="status">
      {/* react-icons: Chakra's own icon gets another class in the browser than on the server here */}
      <Alert.Indicator>
        <FaEyeSlash aria-hidden="true" />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{t('hidden.bannerTitle')}</Alert.Title>
        <Alert.Description>{t('hidden.banner')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

export function HiddenBadge() {
  const { t } = useTranslation('reports')
  return (
    <Badge colorPalette="orange" variant="subtle">
      <FaEyeSlash aria-hidden="true" /> {t('hidden.badge')}
    </Badge>
  )
}

export function HiddenPhotosNote({ count }: { count: number }) {
  const { t } = useTranslation('reports')
  return (
    <HStack gap="1.5" fontSize="sm" color="orange.fg">
      <FaEyeSlash aria-hidden="true" />
      <Text>{t('hidden.photos', { count })}</Text>
    </HStack>
  )
}
