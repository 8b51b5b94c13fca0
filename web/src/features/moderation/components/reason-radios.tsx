// A choice of reasons as native radios, each with its short explanation: the report's and the decision's.
import { Box, Stack, Text, chakra } from '@chakra-ui/react'
import { useId } from 'react'

export interface ReasonOption<R extends string> {
  value: R
  label: string
  hint?: string | undefined
}

interface ReasonRadiosProps<R extends string> {
  legend: string
  options: readonly ReasonOption<R>[]
  value: R | null
  onChange: (value: R) => void
  error?: string | undefined
}

export function ReasonRadios<R extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: ReasonRadiosProps<R>) {
  const name = useId()
  const errorId = `${name}-error`
  return (
    <chakra.fieldset minW="0" aria-describedby={error ? errorId : undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </chakra.legend>
      <Stack gap="1.5">
        {options.map((option) => (
          <Box
            key={option.value}
            borderWidth="1px"
            borderRadius="l2"
            px="3"
            py="2"
            borderColor={value === option.value ? 'brand.solid' : 'border'}
            bg={value === option.value ? 'brand.subtle' : 'bg'}
          >
            <chakra.label display="flex" gap="2" alignItems="center" fontWeight="semibold" cursor="pointer">
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                aria-describedby={option.hint ? `${name}-${option.value}` : undefined}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </chakra.label>
            {option.hint ? (
              <Text id={`${name}-${option.value}`} fontSize="xs" color="fg.muted" mt="0.5" ms="6">
                {option.hint}
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
      {error ? (
        <Text id={errorId} color="fg.error" fontSize="xs" fontWeight="medium" mt="1.5">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  )
}
