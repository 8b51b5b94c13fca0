// A multi-line text input in a FormField: with a react-hook-form registration, or controlled with value
// and onChange.
import { Textarea, type TextareaProps } from '@chakra-ui/react'
import { textareaRecipe } from '@chakra-ui/react/theme'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, splitFieldProps, type FormFieldProps } from './form-field'

export type TextareaFieldProps = FormFieldProps &
  Omit<TextareaProps, keyof FormFieldProps | 'children'> & { registration?: UseFormRegisterReturn }

export function TextareaField(props: TextareaFieldProps) {
  const [field, { registration, ...textarea }] = splitFieldProps(props)
  return (
    <FormField {...field}>
      <Textarea recipe={textareaRecipe} {...textarea} {...registration} />
    </FormField>
  )
}
