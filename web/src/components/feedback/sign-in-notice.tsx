// "You must be signed in to …" with a link to the sign-in page: shown to visitors wherever a screen or
// control needs an account (docs/api.md).
import { Alert, Link as ChakraLink } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'

export function SignInNotice({
  message,
  linkLabel,
  status = 'warning',
}: {
  message: string
  linkLabel: string
  status?: 'info' | 'warning'
}) {
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
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
