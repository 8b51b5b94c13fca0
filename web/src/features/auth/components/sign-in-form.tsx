// Sign-in (docs/screens.md): e-mail and password, a submit button that shows a loading label while the request
// runs, Google, and a link to sign-up. Success stores the user; the screen then leaves for / (or the page
// the guard came from). Failure shows the mapped reason below the form.
import { Button, Link, Stack, Text } from '@chakra-ui/react'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useLocation } from 'react-router'
import { NeedsNetwork } from '@/components/offline/needs-network'
import { useOnline } from '@/hooks/use-online'
import { TextField } from '@/components/form/text-field'
import { paths } from '@/config/paths'
import { useAfterHydration } from '@/rendered-page/use-after-hydration'
import { userActions, useUserSlice } from '@/stores/root-store'
import { loadFirebaseAuth, signInWithPassword } from '../api/session'
import { authErrorMessage } from '../lib/auth-error-message'
import { AuthCard } from './auth-card'
import { FormMessage } from './form-message'
import { GoogleSignInButton } from './google-sign-in-button'

export interface SignedUpState {
  signedUpEmail?: string
}

export function SignInForm() {
  const { t } = useTranslation('auth')
  const hydrated = useAfterHydration()
  // signing in or up needs the Auth service: offline the button is disabled and says why
  const online = useOnline()
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
      footer={
        <Text>
          {t('signIn.noAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.signUp}>{t('signIn.toSignUp')}</RouterLink>
          </Link>
        </Text>
      }
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
          {/* Until the page is hydrated the browser would send the form itself, password in the address. */}
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!hydrated || !online}
            loading={loading}
            loadingText={t('signIn.submitting')}
          >
            {t('signIn.submit')}
          </Button>
          <NeedsNetwork />
        </Stack>
      </form>
      {error ? <FormMessage status="error">{error}</FormMessage> : null}
    </AuthCard>
  )
}
