// "You must be signed in to …" with a link to the sign-in page: shown to visitors wherever a screen or
// control needs an account (docs/api.md).
import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'

export function SignInNotice({
  message,
  linkLabel,
  status = 'warning',
  icon,
}: {
  message: string
  linkLabel: string
  status?: 'info' | 'warning'
  /** in place of Chakra's own, whose class differs between server and browser inside a lazy chunk */
  icon?: ReactNode
}) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator>{icon}</Alert.Indicator>
      <Alert.Content>
        <Alert.Description>
          {message}{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.signIn}>{linkLabel}</RouterLink>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
