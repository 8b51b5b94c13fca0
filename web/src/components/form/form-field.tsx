// A form field as the reader meets it: a label (an asterisk when required), the control, and under it the
// field's error or its hint. Chakra's Field wires them for screen readers: the hint describes the control
// (aria-describedby); an error marks it invalid and is its error message (aria-errormessage).
import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { FieldMessageSlot } from './field-message-slot'

/** What every field takes besides its control. */
export interface FormFieldProps {
  label: string
  /** the error to show, already in the reader's language; a field with an error is invalid */
  error?: string | undefined
  /** shown under the field while it has no error */
  hint?: string | undefined
  /**
   * Every hint and error that can appear under the field, in the reader's language: the line keeps the
   * height of the tallest, so a message appearing on blur never moves the buttons below.
   */
  reserveMessages?: readonly string[]
  required?: boolean
  /** false leaves the asterisk off a required field (a short form whose every field is required) */
  markRequired?: boolean
  disabled?: boolean
}

export function FormField({
  label,
  error,
  hint,
  reserveMessages,
  required = false,
  markRequired = true,
  disabled = false,
  children,
}: FormFieldProps & { children: ReactNode }) {
  const message = error ? (
    <Field.ErrorText>{error}</Field.ErrorText>
  ) : hint ? (
    <Field.HelperText>{hint}</Field.HelperText>
  ) : null
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {markRequired ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {reserveMessages ? <FieldMessageSlot texts={reserveMessages}>{message}</FieldMessageSlot> : message}
    </Field.Root>
  )
}

/** Splits a field component's props into the field's and the control's. */
export function splitFieldProps<T extends FormFieldProps>(
  props: T,
): [FormFieldProps, Omit<T, keyof FormFieldProps>] {
  const { label, error, hint, reserveMessages, required, markRequired, disabled, ...control } = props
  return [{ label, error, hint, reserveMessages, required, markRequired, disabled }, control]
}
