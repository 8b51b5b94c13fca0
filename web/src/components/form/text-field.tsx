// A one-line text input in a FormField: with a react-hook-form registration, or controlled with
// value and onChange. Every other prop goes to the input (type, autoComplete, placeholder …).
import { Input, type InputProps } from '@chakra-ui/react'
import type { Ref } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, splitFieldProps, type FormFieldProps } from './form-field'

export type TextFieldProps = FormFieldProps &
  Omit<InputProps, keyof FormFieldProps | 'children'> & {
    registration?: UseFormRegisterReturn
    ref?: Ref<HTMLInputElement>
  }

export function TextField(props: TextFieldProps) {
  const [field, { registration, ...input }] = splitFieldProps(props)
  return (
    <FormField {...field}>
      <Input {...input} {...registration} />
    </FormField>
  )
}
