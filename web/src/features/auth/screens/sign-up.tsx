import { useTranslation } from 'react-i18next'
import { GuestOnly } from '@/features/auth/components/guest-only'
import { SignUpForm } from '@/features/auth/components/sign-up-form'
import { useDocumentTitle } from '@/hooks/use-document-title'

export default function SignUpScreen() {
  const { t } = useTranslation('auth')
  useDocumentTitle(t('signUp.title'))
  return (
    <GuestOnly>
      <SignUpForm />
    </GuestOnly>
  )
}
