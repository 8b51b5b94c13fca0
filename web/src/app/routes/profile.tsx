import { useTranslation } from 'react-i18next'
import { ProfileScreen } from '@/features/profile/components/profile-screen'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function ProfileRoute() {
  const { t } = useTranslation('profile')
  useDocumentTitle(t('title'))
  return <ProfileScreen />
}
