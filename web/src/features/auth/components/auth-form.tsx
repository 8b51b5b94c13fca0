// What the sign-in and sign-up forms share: their fields (every one required, no asterisks), the submit
// button with its loading label, and the reason the last try failed, shown below the form.
import { Stack } from '@chakra-ui/react'
import { useState, type ReactNode, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AlertNote } from '@/components/feedback/alert-note'
import { TextField, type TextFieldProps } from '@/components/form/text-field'
import { authErrorMessage } from '../lib/auth-error-message'
import { AuthSubmit } from './auth-submit'

type AuthFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'required' | 'markRequired' | 'error'> & {
  name: 'username' | 'email' | 'password'
  /** the validation message's key, shown in the reader's language */
  invalid?: string | undefined
}

export function AuthField({ name, invalid, ...input }: AuthFieldProps) {
  const { t } = useTranslation('auth')
  return (
    <TextField
      label={t(`fields.${name}`)}
      error={invalid ? t(`validation:${invalid}`) : undefined}
      required
      markRequired={false}
      type={name === 'username' ? 'text' : name}
      name={name}
      {...input}
    />
  )
}

interface AuthFormProps {
  /** the form's accessible name: the screen's title */
  label: string
  submit: { label: string; loadingLabel: string; loading: boolean }
  error: string | null
  onSubmit: (event: SyntheticEvent) => void
  onFocus?: () => void
  noValidate?: boolean
  children: ReactNode
}

export function AuthForm({ label, submit, error, onSubmit, onFocus, noValidate, children }: AuthFormProps) {
  return (
    <>
      <form noValidate={noValidate} onSubmit={onSubmit} onFocus={onFocus} aria-label={label}>
        <Stack gap="4">
          {children}
          <AuthSubmit {...submit} />
        </Stack>
      </form>
      <AlertNote status="error" message={error} />
    </>
  )
}

/** The reason the last try failed, in the reader's language; `attempt` clears it and runs a new try. */
export function useAuthAttempt() {
  const { t } = useTranslation('auth')
  const [error, setError] = useState<string | null>(null)
  const attempt = async (run: () => Promise<void>, onFailure?: (message: string) => void) => {
    setError(null)
    try {
      await run()
    } catch (err) {
      const message = authErrorMessage(err, t)
      onFailure?.(message)
      setError(message)
    }
  }
  return { error, setError, attempt }
}
