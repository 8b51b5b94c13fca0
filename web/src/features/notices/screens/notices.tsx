// /notices (docs/screens.md "Notices"): everything the site told the signed-in reader, newest first, with
// a link to its settings on the profile.
import { Link, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { TitledPage } from '@/components/layout/titled-page'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useCurrentUser } from '@/stores/root-store'
import { NoticeList } from '../components/notice-list'

export default function NoticesScreen() {
  const { t } = useTranslation('notices')
  const user = useCurrentUser()
  useDocumentTitle(t('title'))
  return (
    <TitledPage
      title={t('title')}
      intro={t('intro')}
      headExtra={
        <Text fontSize="sm">
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.noticeSettings}>{t('settingsLink')}</RouterLink>
          </Link>
        </Text>
      }
    >
      {user ? <NoticeList userId={user._id} /> : null}
    </TitledPage>
  )
}
