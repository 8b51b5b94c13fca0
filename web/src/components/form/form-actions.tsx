// The end of a form: its buttons, the submit on the right. Each form gives its own words; the forms look
// and behave alike while one is saved.
import { Button, Flex } from '@chakra-ui/react'

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
