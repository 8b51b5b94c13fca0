// Translated labels of domain keys (sections, subsections, countries), shared by every feature.
// A key missing from the translations falls back to the raw key (docs/architecture.md).
import type { TFunction } from 'i18next'
import { COUNTRIES, type Country, type MainSection, type Section, type SubSection } from '@travel/domain'

export function mainSectionLabel(t: TFunction, main: MainSection): string {
  return t(`sections:main.${main}`, { defaultValue: main })
}

export function subSectionLabel(t: TFunction, sub: SubSection): string {
  return t(`sections:sub.${sub}`, { defaultValue: sub })
}

/** "Camps · Natural": the main section, plus the subsection when there is one. */
export function sectionLabel(t: TFunction, section: Section): string {
  const main = mainSectionLabel(t, section.main)
  return section.sub ? `${main} · ${subSectionLabel(t, section.sub)}` : main
}

export function countryLabel(t: TFunction, country: string): string {
  return t(`countries:${country}`, { defaultValue: country.replace(/_/g, ' ') })
}

/** Every country key with its translated label, sorted the way the reader's language sorts. */
export function countryOptions(t: TFunction, language: string): { key: Country; label: string }[] {
  const collator = new Intl.Collator(language || 'en')
  return COUNTRIES.map((key) => ({ key, label: countryLabel(t, key) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  )
}
