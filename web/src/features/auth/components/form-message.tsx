import { Alert } from '@chakra-ui/react'

/** The message below a form: the reason a request failed, or a success. Announced to screen readers. */
export function FormMessage({ status, children }: { status: 'error' | 'success'; children: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
  )
}
