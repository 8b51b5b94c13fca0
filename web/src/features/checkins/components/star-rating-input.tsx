// The rating as a radio group: "No rating", then 1 to 5 stars. Native radios, so arrows move between them
// and a screen reader hears "3 stars, 4 of 6"; the stars up to the chosen one are drawn filled.
import { Box, HStack, Text, chakra } from '@chakra-ui/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

interface StarRatingInputProps {
  label: string
  value: number | null
  onChange: (value: number | null) => void
  error?: string | undefined
}

const STARS = [1, 2, 3, 4, 5] as const

/** The radio itself: out of sight but focusable, its focus drawn on its label. */
const hiddenRadio = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
} as const

const focusOnLabel = {
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing' },
}

export function StarRatingInput({ label, value, onChange, error }: StarRatingInputProps) {
  const { t } = useTranslation('checkins')
  const name = useId()
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.legend>
      <HStack gap="1" wrap="wrap">
        <chakra.label
          position="relative"
          px="2"
          py="1"
          borderRadius="l2"
          fontSize="sm"
          cursor="pointer"
          color={value === null ? 'fg' : 'fg.muted'}
          css={focusOnLabel}
        >
          <input
            type="radio"
            name={name}
            checked={value === null}
            onChange={() => onChange(null)}
            style={hiddenRadio}
          />
          {t('form.noRating')}
        </chakra.label>
        {STARS.map((stars) => (
          <chakra.label
            key={stars}
            position="relative"
            px="1"
            borderRadius="l2"
            fontSize="2xl"
            lineHeight="1"
            cursor="pointer"
            color={value !== null && stars <= value ? 'orange.400' : 'gray.300'}
            css={focusOnLabel}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              style={hiddenRadio}
            />
            <span aria-hidden="true">★</span>
            <Box as="span" srOnly>
              {t('form.stars', { count: stars })}
            </Box>
          </chakra.label>
        ))}
      </HStack>
      {error ? (
        <Text color="fg.error" fontSize="xs" fontWeight="medium" mt="1.5">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  )
}
