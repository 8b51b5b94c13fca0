// A question with a few answers as one row: its legend (with an icon) and the answers as small radio
// buttons side by side, as the event form's facts and the check-in's "What did you find?" ask them.
import { HStack, chakra } from '@chakra-ui/react'
import type { ComponentProps, ReactNode } from 'react'

export interface ChoiceOption {
  value: string
  label: string
}

export interface ChoiceRowProps {
  legend: string
  icon?: ReactNode
  options: readonly ChoiceOption[]
  /** each answer's radio props: a react-hook-form registration, or name, checked and onChange */
  radio: (value: string) => Omit<ComponentProps<'input'>, 'type' | 'value'>
}

export function ChoiceRow({ legend, icon, options, radio }: ChoiceRowProps) {
  return (
    <chakra.fieldset display="flex" alignItems="center" justifyContent="space-between" gap="2" minW="0">
      <chakra.legend float="left" display="flex" alignItems="center" gap="2" fontSize="sm">
        {icon}
        {legend}
      </chakra.legend>
      <HStack gap="0" borderWidth="1px" borderRadius="l2" overflow="hidden" flexShrink={0}>
        {options.map((o) => (
          <chakra.label
            key={o.value}
            fontSize="xs"
            px="2"
            py="1"
            cursor="pointer"
            css={{ '&:has(input:checked)': { bg: 'brand.solid', color: 'brand.contrast' } }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <chakra.input type="radio" value={o.value} srOnly {...radio(o.value)} />
            {o.label}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  )
}
