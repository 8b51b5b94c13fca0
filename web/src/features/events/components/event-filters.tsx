// The list's filters: one type button pressed at a time (All, Routes, Camps, Places, Itinerary) and a
// country dropdown with "All countries".
import { Button, Field, Flex, NativeSelect, Wrap } from '@chakra-ui/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { isCountry, type Country, type MainSection } from '@travel/domain'
import { countryOptions } from './country-options'

export type TypeFilter = 'all' | MainSection

const TYPES: TypeFilter[] = ['all', 'route', 'camp', 'places', 'itinerary']

interface EventFiltersProps {
  type: TypeFilter
  onTypeChange: (type: TypeFilter) => void
  country: Country | ''
  onCountryChange: (country: Country | '') => void
}

export function EventFilters({ type, onTypeChange, country, onCountryChange }: EventFiltersProps) {
  const { t, i18n } = useTranslation('events')
  const countries = useMemo(() => countryOptions(t, i18n.language), [t, i18n.language])
  return (
    <Flex
      gap="4"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'end' }}
      justify="space-between"
    >
      <Wrap role="group" aria-label={t('list.typeFilter')} gap="2">
        {TYPES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={type === value ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={type === value}
            onClick={() => onTypeChange(value)}
          >
            {t(`list.filter.${value}`)}
          </Button>
        ))}
      </Wrap>
      <Field.Root width={{ base: '100%', md: '64' }}>
        <Field.Label>{t('list.country')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={country}
            onChange={(e) => onCountryChange(isCountry(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t('list.allCountries')}</option>
            {countries.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  )
}
