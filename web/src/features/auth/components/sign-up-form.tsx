// Sign-up (docs/screens.md): username, e-mail and password checked with the API's own schema (domain), then
// POST /api/auth/signup; the server creates the account. Success leads to /sign-in with the e-mail
// filled in; failure shows the server's reason (e.g. e-mail taken) or 'Something went wrong!'.
import { yupResolver } from '@hookform/resolvers/yup'
import { signupSchema } from '@travel/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { signUp, type SignUpValues } from '../api/session'
import { AuthCard } from './auth-card'
import { AuthField, AuthForm, useAuthAttempt } from './auth-form'
import { GoogleSignInButton } from './google-sign-in-button'
import type { SignedUpState } from './sign-in-form'

const FIELDS = [
  { name: 'username', autoComplete: 'username' },
  { name: 'email', autoComplete: 'email' },
  { name: 'password', autoComplete: 'new-password' },
] as const

export function SignUpForm() {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const { error, setError, attempt } = useAuthAttempt()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: yupResolver(signupSchema),
    defaultValues: { username: '', email: '', password: '' },
  })

  const submit = handleSubmit((values) =>
    attempt(async () => {
      const user = await signUp(values)
      const state: SignedUpState = { signedUpEmail: user.email }
      await navigate(paths.signIn, { state })
    }),
  )

  return (
    <AuthCard
      title={t('signUp.title')}
      google={<GoogleSignInButton onError={setError} />}
      other={{ question: t('signUp.haveAccount'), label: t('signUp.toSignIn'), to: paths.signIn }}
    >
      <AuthForm
        label={t('signUp.title')}
        submit={{ label: t('signUp.submit'), loadingLabel: t('signUp.submitting'), loading: isSubmitting }}
        error={error}
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        {FIELDS.map((field) => (
          <AuthField
            key={field.name}
            name={field.name}
            invalid={errors[field.name]?.message}
            registration={register(field.name)}
            autoComplete={field.autoComplete}
          />
        ))}
      </AuthForm>
    </AuthCard>
  )
}
