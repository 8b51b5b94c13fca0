import { useTranslation } from 'react-i18next'
import { GuestOnly } from '@/features/auth/components/guest-only'
import { SignInForm } from '@/features/auth/components/sign-in-form'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function SignInScreen() {
  const { t } = useTranslation('auth')
  useDocumentTitle(t('signIn.title'))
  return (
    <GuestOnly>
      <SignInForm />
    </GuestOnly>
  )
}
