// A native select in a FormField, registered with react-hook-form: the phone's own picker, and the
// options as text a screen reader reads out.
import { NativeSelect } from '@chakra-ui/react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, type FormFieldProps } from './form-field'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends FormFieldProps {
  registration: UseFormRegisterReturn
  options: readonly SelectOption[]
  /** the first choice, with the empty value ("Choose a country"); none when a choice is always made */
  placeholder?: string
}

export function SelectField({ registration, options, placeholder, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      <NativeSelect.Root>
        <NativeSelect.Field placeholder={placeholder} {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
