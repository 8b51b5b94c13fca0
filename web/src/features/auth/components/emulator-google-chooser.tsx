// Google sign-in against the Auth emulator, offline, where Google's popup cannot load: this dialog asks what
// the emulator's own account chooser asks and signs in with a credential the emulator accepts without
// Google. Used only when config.useEmulators is on (docs/architecture.md).
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import type { UserDto } from '@travel/domain'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { googleProfileFor, loadFirebaseAuth } from '../api/session'

export interface EmulatorGoogleAccount {
  name: string
  email: string
  photo?: string
}

/** The same e-mail always maps to the same fake Google account id, so signing in again finds it. */
function emulatorGoogleSub(email: string): string {
  let hash = 0x811c9dc5
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `emulator-${hash.toString(10)}`
}

export async function signInWithEmulatorGoogleAccount(account: EmulatorGoogleAccount): Promise<UserDto> {
  const idToken = JSON.stringify({
    sub: emulatorGoogleSub(account.email),
    email: account.email.trim(),
    email_verified: true,
    name: account.name.trim(),
    ...(account.photo ? { picture: account.photo.trim() } : {}),
  })
  const { auth, sdk } = await loadFirebaseAuth()
  const credential = await sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(idToken))
  return googleProfileFor(credential.user)
}

interface Props {
  open: boolean
  onOpenChange(open: boolean): void
  onChosen(account: EmulatorGoogleAccount): void
}

export function EmulatorGoogleChooser({ open, onOpenChange, onChosen }: Props) {
  const { t } = useTranslation('auth')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [photo, setPhoto] = useState('')

  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    onOpenChange(false)
    onChosen({ name, email, ...(photo.trim() ? { photo } : {}) })
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content asChild>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{t('google.chooserTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {t('google.chooserText')}
                  </Text>
                  <Field.Root required>
                    <Field.Label>
                      {t('google.name')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>
                      {t('google.email')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      type="email"
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                      autoComplete="email"
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('google.photo')}</Field.Label>
                    <Input
                      type="url"
                      value={photo}
                      onChange={(e) => setPhoto(e.target.value)}
                      placeholder="https://…"
                    />
                    <Field.HelperText>{t('google.photoHelp')}</Field.HelperText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('common:actions.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand">
                  {t('google.continue')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common:actions.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
