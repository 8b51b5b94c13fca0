// A real "page not found" screen for any address the router does not know.
import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { TbSignRight } from 'react-icons/tb'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { usePageStatus } from '@/hooks/use-page-status'

export function NotFoundScreen() {
  const { t } = useTranslation()
  useDocumentTitle(t('notFound.title'))
  usePageStatus(404)
  return (
    <Stack gap="4" align="center" textAlign="center" py="16" px="4">
      <Text as="span" fontSize="6xl" color="brand.400" aria-hidden="true">
        <TbSignRight />
      </Text>
      <Text fontWeight="bold" color="fg.muted" letterSpacing="widest">
        404
      </Text>
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

export default NotFoundScreen
