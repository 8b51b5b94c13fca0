// A labelled country dropdown with an "all countries" first option, used by the events list and the
// wishlist filters.
import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { isCountry, type Country } from '@travel/domain'
import { countryOptions } from '@/utils/labels'

export interface CountrySelectProps {
  label: string
  /** text of the first option, which clears the filter */
  allLabel: string
  value: Country | ''
  onChange: (country: Country | '') => void
  width?: FieldRootProps['width']
}

export function CountrySelect({ label, allLabel, value, onChange, width }: CountrySelectProps) {
  const { t, i18n } = useTranslation()
  const countries = useMemo(() => countryOptions(t, i18n.language), [t, i18n.language])
  return (
    <Field.Root width={width}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) => onChange(isCountry(e.target.value) ? e.target.value : '')}
        >
          <option value="">{allLabel}</option>
          {countries.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
