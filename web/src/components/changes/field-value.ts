// How a revised field's value reads in a history or a suggestion: in the reader's words, never raw JSON.
import type { TFunction } from 'i18next'
import {
  accessNameOf,
  type Amenities,
  type FieldChange,
  type RevisedField,
  type Section,
  type TranslationText,
} from '@travel/domain'
import { countryLabel, sectionLabel } from '@/utils/labels'

function amenitiesText(t: TFunction, amenities: Amenities | null): string {
  const facts = Object.entries(amenities ?? {}).filter(([, v]) => v !== null && v !== undefined)
  if (facts.length === 0) return t('changes:value.none')
  return facts
    .map(([fact, value]) => {
      const label = t(`changes:amenity.${fact}`, { defaultValue: fact })
      if (value === true) return label
      if (value === false) return t('changes:value.not', { fact: label })
      if (typeof value === 'object') return `${label}: ${Object.values(value as object).join(' ')}`
      return `${label}: ${String(value)}`
    })
    .join(', ')
}

/** The value as the reader sees it; '' for no value (the row says "none"). */
export function fieldValueText(t: TFunction, field: RevisedField, value: FieldChange['before']): string {
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
      return amenitiesText(t, value as Amenities)
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
