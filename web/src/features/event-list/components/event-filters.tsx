// The list's filters: one type button pressed at a time (All, Routes, Camps, Places, Itinerary) and a
// country dropdown with "All countries".
import { Button, Flex, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { MAIN_SECTIONS_SHOWN, type Country } from '@travel/domain'
import { CountrySelect } from '@/components/form/country-select'
import type { TypeFilter } from '../hooks/use-list-refinements'

const TYPES: TypeFilter[] = ['all', ...MAIN_SECTIONS_SHOWN]

interface EventFiltersProps {
  type: TypeFilter
  onTypeChange: (type: TypeFilter) => void
  country: Country | ''
  onCountryChange: (country: Country | '') => void
}

export function EventFilters({ type, onTypeChange, country, onCountryChange }: EventFiltersProps) {
  const { t } = useTranslation('events')
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
      <CountrySelect
        label={t('list.country')}
        allLabel={t('list.allCountries')}
        value={country}
        onChange={onCountryChange}
        width={{ base: '100%', md: '64' }}
      />
    </Flex>
  )
}
