// Sign-in (docs/screens.md): e-mail and password, a submit button that shows a loading label while the request
// runs, Google, and a link to sign-up. Success stores the user; the screen then leaves for / (or the page
// the guard came from). Failure shows the mapped reason below the form.
import { Stack } from '@chakra-ui/react'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { TextField } from '@/components/form/text-field'
import { paths } from '@/config/paths'
import { userActions, useUserSlice } from '@/stores/root-store'
import { loadFirebaseAuth, signInWithPassword } from '../api/session'
import { authErrorMessage } from '../lib/auth-error-message'
import { AuthCard } from './auth-card'
import { AuthSubmit } from './auth-submit'
import { FormMessage } from './form-message'
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
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setError(null)
    userActions.start()
    try {
      userActions.success(await signInWithPassword(email, password))
    } catch (err) {
      const message = authErrorMessage(err, t)
      userActions.failure(message)
      setError(message)
    }
  }

  return (
    <AuthCard
      title={t('signIn.title')}
      google={<GoogleSignInButton onError={setError} />}
      other={{ question: t('signIn.noAccount'), label: t('signIn.toSignUp'), to: paths.signUp }}
    >
      {arrived.signedUpEmail && !error ? (
        <FormMessage status="success">{t('signIn.accountCreated')}</FormMessage>
      ) : null}
      <form
        onSubmit={(e) => void submit(e)}
        // starts loading Firebase Auth while the visitor types (see loadFirebaseAuth)
        onFocus={() => void loadFirebaseAuth().catch(() => undefined)}
        aria-label={t('signIn.title')}
      >
        <Stack gap="4">
          <TextField
            label={t('fields.email')}
            required
            markRequired={false}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={t('fields.password')}
            required
            markRequired={false}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <AuthSubmit label={t('signIn.submit')} loadingLabel={t('signIn.submitting')} loading={loading} />
        </Stack>
      </form>
      {error ? <FormMessage status="error">{error}</FormMessage> : null}
    </AuthCard>
  )
}
