// "Continue with Google" on the sign-in and sign-up screens. Production opens Google's popup; against the
// Auth emulator the local account chooser stands in for it (docs/architecture.md). Both end in POST /api/auth/google.
import { Button } from '@chakra-ui/react'
import type { UserDto } from '@travel/domain'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FcGoogle } from 'react-icons/fc'
import { useOnline } from '@/hooks/use-online'
import { config } from '@/config/env'
import { userActions, useUserSlice } from '@/stores/root-store'
import { authErrorMessage, isSilentAuthError } from '../lib/auth-error-message'
import type { EmulatorGoogleAccount } from './emulator-google-chooser'

// Both Google paths need Firebase Auth, and the chooser a dialog: loaded when the button is pressed, not
// with the sign-in and sign-up screens.
const loadChooser = () => import('./emulator-google-chooser')
const EmulatorGoogleChooser = lazy(() => loadChooser().then((m) => ({ default: m.EmulatorGoogleChooser })))

export function GoogleSignInButton({ onError }: { onError(message: string | null): void }) {
  const online = useOnline()
  const { t } = useTranslation('auth')
  const { loading } = useUserSlice()
  const [chooserOpen, setChooserOpen] = useState(false)
  // mounted from the first opening on, so the dialog can play its closing animation
  const [chooserMounted, setChooserMounted] = useState(false)

  const run = async (signIn: () => Promise<UserDto>) => {
    onError(null)
    userActions.start()
    try {
      userActions.success(await signIn())
    } catch (error) {
      if (isSilentAuthError(error)) {
        userActions.cancelled()
        return
      }
      // docs/api.md only logs a Google failure; the user is told too, so the button never seems dead.
      console.error('Google sign-in failed', error)
      const message = authErrorMessage(error, t)
      userActions.failure(message)
      onError(message)
    }
  }

  const click = () => {
    if (config.useEmulators) {
      setChooserMounted(true)
      setChooserOpen(true)
    } else void run(async () => (await import('../api/google-popup')).signInWithGooglePopup())
  }

  return (
    <>
      <Button type="button" variant="outline" w="full" onClick={click} disabled={loading || !online}>
        <FcGoogle aria-hidden="true" />
        {t('google.button')}
      </Button>
      {config.useEmulators && chooserMounted ? (
        <Suspense fallback={null}>
          <EmulatorGoogleChooser
            open={chooserOpen}
            onOpenChange={setChooserOpen}
            onChosen={(account: EmulatorGoogleAccount) =>
              void run(async () => (await loadChooser()).signInWithEmulatorGoogleAccount(account))
            }
          />
        </Suspense>
      ) : null}
    </>
  )
}
