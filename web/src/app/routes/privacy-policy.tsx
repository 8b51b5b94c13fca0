import { useTranslation } from 'react-i18next'
import { PrivacyPolicy } from '@/features/privacy/components/privacy-policy'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function PrivacyPolicyRoute() {
  const { t } = useTranslation('privacy')
  useDocumentTitle(t('title'))
  return <PrivacyPolicy />
}
