// A form's or a dialog's outcome in one line, apart from the status views every screen loads: only the
// screens that change something need it.
import { Alert, type AlertRootProps } from '@chakra-ui/react'

/**
 * A short note announced as it appears: a failure or a warning at once, a success politely; nothing
 * without a message. `strong` sets the message in bold, as a form's one refusal above its buttons.
 */
export function AlertNote({
  status,
  message,
  strong = false,
  ...root
}: {
  status: 'success' | 'warning' | 'error'
  message: string | null | undefined
  strong?: boolean
} & Omit<AlertRootProps, 'status'>) {
  if (!message) return null
  const Message = strong ? Alert.Title : Alert.Description
  return (
    <Alert.Root status={status} role={status === 'success' ? 'status' : 'alert'} {...root}>
      <Alert.Indicator />
      <Message>{message}</Message>
    </Alert.Root>
  )
}
