// How a revised field's value reads in a history or a suggestion: in the reader's words, never raw JSON.
import type { TFunction } from 'i18next'
import {
  AMENITY_FACTS,
  accessNameOf,
  type AmenityFact,
  type Amenities,
  type FieldChange,
  type RevisedField,
  type Section,
  type TranslationText,
} from '@travel/domain'
import { formatPrice, monthName } from '@/utils/format-facts'
import { countryLabel, sectionLabel } from '@/utils/labels'

/** One fact's value as the reader sees it: yes or no, a price, metres, month names, a surface. */
export function factValueText(t: TFunction, fact: AmenityFact, value: unknown, language: string): string {
  if (value === null || value === undefined) return t('changes:value.none')
  if (typeof value === 'boolean') return t(value ? 'changes:value.yes' : 'changes:value.no')
  switch (fact) {
    case 'price': {
      const price = value as NonNullable<Amenities['price']>
      return price.amount === 0
        ? t('events:amenities.free')
        : formatPrice(price.amount, price.currency, language)
    }
    case 'months': {
      const months = value as number[]
      return months.length === 12
        ? t('events:amenities.allYear')
        : months.map((m) => monthName(m, language)).join(', ')
    }
    case 'surface':
      return t(`events:amenities.surfaces.${value as string}`)
    default:
      return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value as number)
  }
}

function amenitiesText(t: TFunction, amenities: Amenities | null, language: string): string {
  const facts = AMENITY_FACTS.filter((fact) => amenities?.[fact] !== undefined)
  if (facts.length === 0) return t('changes:value.none')
  return facts
    .map((fact) => `${t(`changes:amenity.${fact}`)}: ${factValueText(t, fact, amenities?.[fact], language)}`)
    .join(', ')
}

/** The value as the reader sees it; '' for no value (the row says "none"). */
export function fieldValueText(
  t: TFunction,
  field: RevisedField,
  value: FieldChange['before'],
  language: string,
): string {
  if (value === null || value === undefined || value === '') return t('changes:value.none')
  switch (field) {
    case 'section':
      return sectionLabel(t, value as Section)
    case 'country':
      return countryLabel(t, value as string)
    case 'access':
      return t(`events:access.${accessNameOf(value as number)}`)
    case 'coordinates': {
      const coordinates = value as number[]
      return coordinates.length === 2 ? coordinates.join(', ') : t('changes:value.none')
    }
    case 'amenities':
      return amenitiesText(t, value as Amenities, language)
    case 'writtenIn':
      return t(`changes:language.${value as string}`)
    case 'translation': {
      const text = value as TranslationText
      return `${text.title}\n${text.description}`
    }
    default:
      return String(value)
  }
}
