// Sign-up (docs/screens.md): username, e-mail and password checked with the API's own schema (domain), then
// POST /api/auth/signup; the server creates the account. Success leads to /sign-in with the e-mail
// filled in; failure shows the server's reason (e.g. e-mail taken) or 'Something went wrong!'.
import { Stack } from '@chakra-ui/react'
import { yupResolver } from '@hookform/resolvers/yup'
import { signupSchema } from '@travel/domain'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { TextField } from '@/components/form/text-field'
import { paths } from '@/config/paths'
import { signUp, type SignUpValues } from '../api/session'
import { authErrorMessage } from '../lib/auth-error-message'
import { AuthCard } from './auth-card'
import { AuthSubmit } from './auth-submit'
import { FormMessage } from './form-message'
import { GoogleSignInButton } from './google-sign-in-button'
import type { SignedUpState } from './sign-in-form'

const FIELDS = [
  { name: 'username', type: 'text', autoComplete: 'username' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
] as const

export function SignUpForm() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: yupResolver(signupSchema),
    defaultValues: { username: '', email: '', password: '' },
  })

  const submit = handleSubmit(async (values) => {
    setError(null)
    try {
      const user = await signUp(values)
      const state: SignedUpState = { signedUpEmail: user.email }
      await navigate(paths.signIn, { state })
    } catch (err) {
      setError(authErrorMessage(err, t))
    }
  })

  return (
    <AuthCard
      title={t('signUp.title')}
      google={<GoogleSignInButton onError={setError} />}
      other={{ question: t('signUp.haveAccount'), label: t('signUp.toSignIn'), to: paths.signIn }}
    >
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('signUp.title')}>
        <Stack gap="4">
          {FIELDS.map((field) => {
            const message = errors[field.name]?.message
            return (
              <TextField
                key={field.name}
                label={t(`fields.${field.name}`)}
                error={message ? t(`validation:${message}`) : undefined}
                // every field is required: no asterisks
                required
                markRequired={false}
                registration={register(field.name)}
                type={field.type}
                autoComplete={field.autoComplete}
              />
            )
          })}
          <AuthSubmit
            label={t('signUp.submit')}
            loadingLabel={t('signUp.submitting')}
            loading={isSubmitting}
          />
        </Stack>
      </form>
      {error ? <FormMessage status="error">{error}</FormMessage> : null}
    </AuthCard>
  )
}
