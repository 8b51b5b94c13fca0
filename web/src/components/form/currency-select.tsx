// A price's currency, beside its amount: the owner's price in the event form, what a night cost in a
// check-in. Registered with react-hook-form or controlled with value and onChange.
import { Box, NativeSelect, chakra } from '@chakra-ui/react'
import type { ComponentProps } from 'react'
import { CURRENCIES } from '@travel/domain'

export type CurrencySelectProps = { id: string; label: string } & Omit<
  ComponentProps<typeof NativeSelect.Field>,
  'id' | 'children'
>

export function CurrencySelect({ id, label, ...field }: CurrencySelectProps) {
  return (
    <Box>
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block" mb="1.5">
        {label}
      </chakra.label>
      <NativeSelect.Root size="md" width="28">
        <NativeSelect.Field id={id} {...field}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  )
}
