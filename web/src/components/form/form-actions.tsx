// The end of a form: why its last submit failed, when it did, and its buttons, the submit on the right.
// Each form gives its own words; the forms look and behave alike while one is saved.
import { Alert, Button, Flex } from '@chakra-ui/react'

/** The submit's failure as the server or the network gave it; nothing while there is none. */
export function SubmitErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  )
}

/** Cancel (when the form can be left) and submit; both wait while the form is being saved. */
export function FormActions({
  labels,
  onCancel,
  submitting,
}: {
  labels: { submit: string; saving: string; cancel: string }
  onCancel?: (() => void) | undefined
  submitting: boolean
}) {
  return (
    <Flex gap="3" justify="flex-end" wrap="wrap">
      {onCancel ? (
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          {labels.cancel}
        </Button>
      ) : null}
      <Button type="submit" colorPalette="brand" loading={submitting} loadingText={labels.saving}>
        {labels.submit}
      </Button>
    </Flex>
  )
}
