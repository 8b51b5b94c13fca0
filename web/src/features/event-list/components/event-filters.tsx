// The list's filters: one type chosen at a time (All, Routes, Camps, Places, Itinerary), each a link to
// its address (`?type=`) so it works before the app has started, and a country dropdown with "All
// countries".
import { Flex, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { MAIN_SECTIONS_SHOWN, type Country } from '@travel/domain'
import { CountrySelect } from '@/components/form/country-select'
import { ChoiceLink } from '@/components/navigation/choice-link'
import { useAddressHref } from '@/hooks/use-address-href'
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
  const hrefWith = useAddressHref()
  return (
    <Flex
      gap="4"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'end' }}
      justify="space-between"
    >
      <Wrap role="group" aria-label={t('list.typeFilter')} gap="2">
        {TYPES.map((value) => (
          <ChoiceLink
            key={value}
            size="sm"
            colorPalette="brand"
            current={type === value}
            href={hrefWith((p) => {
              if (value === 'all') p.delete('type')
              else p.set('type', value)
              // a list cursor belongs to one filter (use-list-refinements.ts)
              p.delete('cursor')
            })}
            onChoose={() => onTypeChange(value)}
          >
            {t(`list.filter.${value}`)}
          </ChoiceLink>
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
