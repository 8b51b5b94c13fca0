import { Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function HomeRoute() {
  const { t } = useTranslation()
  return (
    <Stack gap="4" py="16" px="4" textAlign="center">
      <Heading as="h1" size="2xl">
        {t('brand')}
      </Heading>
      <Text color="fg.muted">Routes, camps, itineraries and places.</Text>
    </Stack>
  )
}

export default HomeRoute
