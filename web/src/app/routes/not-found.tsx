import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '@/config/paths'

export function NotFoundRoute() {
  const { t } = useTranslation()
  return (
    <Stack gap="4" align="center" textAlign="center" py="16" px="4">
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('notFound.text')}</Text>
      <Button asChild colorPalette="brand">
        <Link to={paths.home}>{t('notFound.home')}</Link>
      </Button>
    </Stack>
  )
}

export default NotFoundRoute
