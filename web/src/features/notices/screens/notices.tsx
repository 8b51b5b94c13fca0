// /notices (docs/screens.md "Notices"): everything the site told the signed-in reader, newest first, with
// a link to its settings on the profile.
import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useCurrentUser } from '@/stores/root-store'
import { NoticeList } from '../components/notice-list'

export default function NoticesScreen() {
  const { t } = useTranslation('notices')
  const user = useCurrentUser()
  useDocumentTitle(t('title'))
  return (
    <Container maxW="3xl" py="6">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('title')}
          </Heading>
          <Text color="fg.muted">{t('intro')}</Text>
          <Text fontSize="sm">
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={paths.noticeSettings}>{t('settingsLink')}</RouterLink>
            </Link>
          </Text>
        </Stack>
        {user ? <NoticeList userId={user._id} /> : null}
      </Stack>
    </Container>
  )
}
