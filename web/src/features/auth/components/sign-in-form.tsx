// Sign-in (docs/screens.md): e-mail and password (kept when typed before hydration), a submit button with a
// loading label, Google, and a link to sign-up. Success stores the user and leaves for / (or the page the
// guard came from); failure shows the mapped reason below the form.
import { useRef, useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { AlertNote } from '@/components/feedback/alert-note'
import { paths } from '@/config/paths'
import { useTypedBeforeHydration } from '@/hooks/use-typed-before-hydration'
import { userActions, useUserSlice } from '@/stores/root-store'
import { loadFirebaseAuth, signInWithPassword } from '../api/session'
import { AuthCard } from './auth-card'
import { AuthField, AuthForm, useAuthAttempt } from './auth-form'
import { GoogleSignInButton } from './google-sign-in-button'

export interface SignedUpState {
  signedUpEmail?: string
}

export function SignInForm() {
  const { t } = useTranslation('auth')
  const { loading } = useUserSlice()
  const location = useLocation()
  const arrived = (location.state ?? {}) as SignedUpState
  const [email, setEmail] = useState(arrived.signedUpEmail ?? '')
  const [password, setPassword] = useState('')
  const emailField = useRef<HTMLInputElement>(null)
  const passwordField = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(emailField, email, setEmail)
  useTypedBeforeHydration(passwordField, password, setPassword)
  const { error, setError, attempt } = useAuthAttempt()

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    await attempt(async () => {
      userActions.start()
      userActions.success(await signInWithPassword(email, password))
    }, userActions.failure)
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      google={<GoogleSignInButton onError={setError} />}
      other={{ question: t('signIn.noAccount'), label: t('signIn.toSignUp'), to: paths.signUp }}
    >
      {arrived.signedUpEmail && !error ? (
        <AlertNote status="success" message={t('signIn.accountCreated')} />
      ) : null}
      <AuthForm
        label={t('signIn.title')}
        submit={{ label: t('signIn.submit'), loadingLabel: t('signIn.submitting'), loading }}
        error={error}
        onSubmit={(e) => void submit(e)}
        // starts loading Firebase Auth while the visitor types (see loadFirebaseAuth)
        onFocus={() => void loadFirebaseAuth().catch(() => undefined)}
      >
        <AuthField
          name="email"
          autoComplete="email"
          ref={emailField}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <AuthField
          name="password"
          autoComplete="current-password"
          ref={passwordField}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </AuthForm>
    </AuthCard>
  )
}
