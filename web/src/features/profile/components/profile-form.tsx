// The profile form (docs/screens.md): picture upload with percent progress, username, e-mail and password,
// an update button, and delete-account and sign-out, each behind a confirmation dialog.
import { Avatar, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { avatarSlotRecipe } from '@chakra-ui/react/theme'
import type { UserDto } from '@travel/domain'
import { useState, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { FileUpload } from '@/components/media/file-upload'
import { NeedsNetwork } from '@/components/offline/needs-network'
import { TextField } from '@/components/form/text-field'
import { useOnline } from '@/hooks/use-online'
import { ApiError, errorMessage } from '@/lib/api-client'
import { userActions, useUserSlice } from '@/stores/root-store'
import { useKeptCheckinsWarning } from '@/features/checkins'
import {
  endLocalSession,
  signOutOnServer,
  useDeleteAccount,
  useUpdateProfile,
  type ProfileChanges,
} from '../api/account'
import { checkProfile } from '../lib/profile-changes'

/** each field's reason, in the reader's language (the form's own check or the server's answer) */
type FieldErrors = Partial<Record<keyof ProfileChanges, string>>
type Outcome = { status: 'success' } | { status: 'error'; message: string } | null

const TEXT_FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
] as const

function serverFieldErrors(fields: Record<string, string>): FieldErrors {
  const shown: FieldErrors = {}
  for (const { name } of TEXT_FIELDS) if (fields[name]) shown[name] = fields[name]
  return shown
}

export function ProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation('profile')
  const { loading } = useUserSlice()
  const [values, setValues] = useState({ username: user.username, email: user.email, password: '' })
  const [picture, setPicture] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [uploadKey, setUploadKey] = useState(0)
  const update = useUpdateProfile(user._id)
  const deletion = useDeleteAccount(user._id)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setOutcome(null)
    const check = checkProfile(user, { ...values, profilePicture: picture })
    if (!check.ok) {
      setFieldErrors(
        Object.fromEntries(Object.entries(check.fields).map(([f, key]) => [f, t(`validation:${key}`)])),
      )
      if (check.nothing) setOutcome({ status: 'error', message: t('validation:nothing_to_update') })
      return
    }
    setFieldErrors({})
    userActions.start()
    try {
      const updated = await update.mutateAsync(check.changes)
      userActions.success(updated)
      setValues({ username: updated.username, email: updated.email, password: '' })
      setPicture(null)
      setUploadKey((k) => k + 1)
      setOutcome({ status: 'success' })
    } catch (error) {
      const message = errorMessage(error)
      userActions.failure(message)
      setOutcome({ status: 'error', message })
      // a refusal only the server can know (a name a moderator removed) shows at its field too
      if (error instanceof ApiError) setFieldErrors(serverFieldErrors(error.fields))
    }
  }

  const removeAccount = async () => {
    userActions.start()
    try {
      await deletion.mutateAsync()
    } catch (error) {
      userActions.failure(errorMessage(error))
      throw error
    }
    // The guard sends the user home once the session is gone.
    await endLocalSession().catch(() => undefined)
    userActions.deleted()
  }

  const signOut = async () => {
    await signOutOnServer()
    await endLocalSession()
    userActions.signedOut()
  }

  const shownPicture = picture ?? user.profilePicture
  // changing the profile, deleting the account and signing out need the server: disabled offline
  const online = useOnline()
  // check-ins kept on this device and not sent yet go with the session: said before, never lost silently
  const keptWarning = useKeptCheckinsWarning(user._id)
  const withWarning = (text: string) => (keptWarning ? `${text} ${keptWarning}` : text)
  /** One of the account's two confirmed actions, in its `delete.*` or `signOut.*` words; deleting in red. */
  const accountAction = (action: 'delete' | 'signOut', onConfirm: () => Promise<void>) => (
    <ConfirmDialog
      trigger={
        <Button
          variant="plain"
          colorPalette={action === 'delete' ? 'red' : 'brand'}
          px="0"
          disabled={!online}
        >
          {t(`${action}.open`)}
        </Button>
      }
      title={t(`${action}.title`)}
      description={withWarning(t(`${action}.text`))}
      confirmLabel={t(`${action}.confirm`)}
      confirmingLabel={t(`${action}.confirming`)}
      destructive={action === 'delete'}
      onConfirm={onConfirm}
    />
  )

  return (
    <Stack gap="6">
      <Flex gap="5" align="center" direction={{ base: 'column', sm: 'row' }}>
        <Avatar.Root recipe={avatarSlotRecipe} size="2xl" colorPalette="brand" flexShrink={0}>
          <Avatar.Fallback name={user.username} />
          {shownPicture ? (
            <Avatar.Image src={shownPicture} alt={t('pictureAlt', { name: user.username })} />
          ) : null}
        </Avatar.Root>
        <Stack gap="2" w="full" minW="0">
          <FileUpload
            key={uploadKey}
            kind="profilePicture"
            label={t('picture')}
            onUploaded={(url) => setPicture(url)}
            onReset={() => setPicture(null)}
            disabled={loading}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('pictureHelp')}
          </Text>
        </Stack>
      </Flex>

      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('formLabel')}>
        <Stack gap="4">
          {TEXT_FIELDS.map((field) => {
            return (
              <TextField
                key={field.name}
                label={t(`fields.${field.name}`)}
                error={fieldErrors[field.name]}
                type={field.type}
                name={field.name}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                placeholder={field.name === 'password' ? t('passwordPlaceholder') : undefined}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              />
            )
          })}
          <Button
            type="submit"
            colorPalette="brand"
            disabled={!online}
            loading={loading}
            loadingText={t('updating')}
          >
            {t('update')}
          </Button>
          <NeedsNetwork />
          {outcome?.status === 'success' ? (
            <Text role="status" color="green.fg" fontWeight="medium">
              {t('updated')}
            </Text>
          ) : null}
          {outcome?.status === 'error' ? (
            <Text role="alert" color="red.fg" fontWeight="medium">
              {outcome.message}
            </Text>
          ) : null}
        </Stack>
      </form>

      <Flex justify="space-between" gap="3" wrap="wrap">
        {accountAction('delete', removeAccount)}
        {accountAction('signOut', signOut)}
      </Flex>
    </Stack>
  )
}
