// Every country key with its translated label, sorted the way the reader's language sorts.
import type { TFunction } from 'i18next'
import { COUNTRIES, type Country } from '@travel/domain'
import { countryLabel } from './event-labels'

export function countryOptions(t: TFunction, language: string): { key: Country; label: string }[] {
  const collator = new Intl.Collator(language || 'en')
  return COUNTRIES.map((key) => ({ key, label: countryLabel(t, key) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  )
}
