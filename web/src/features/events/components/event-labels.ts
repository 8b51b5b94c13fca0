// Labels shared by cards, the detail page and the wishlist: the translated section, country and date.
import type { TFunction } from 'i18next'
import type { Section } from '@travel/domain'

/** "Camps · Natural": the main section, plus the subsection when there is one; raw keys as fallback. */
export function sectionLabel(t: TFunction, section: Section): string {
  const main = t(`sections:main.${section.main}`, { defaultValue: section.main })
  if (!section.sub) return main
  return `${main} · ${t(`sections:sub.${section.sub}`, { defaultValue: section.sub })}`
}

export function countryLabel(t: TFunction, country: string): string {
  return t(`countries:${country}`, { defaultValue: country.replace(/_/g, ' ') })
}
