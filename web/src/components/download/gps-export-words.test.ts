// The words inside exported GPS files (domain's GPS_EXPORT_WORDS, countryWords) are the site's own labels.
import { describe, expect, it } from 'vitest'
import {
  COUNTRIES,
  GPS_EXPORT_WORDS,
  LANGUAGES,
  MAIN_SECTIONS,
  ALL_SUBSECTIONS,
  countryWords,
} from '@travel/domain'
import i18n from '@/i18n'
import { countryLabel } from '@/utils/labels'

describe('the words of exported GPS files', () => {
  it.each(LANGUAGES)('are the labels the site shows in %s', async (language) => {
    await i18n.changeLanguage(language)
    await i18n.loadNamespaces(['sections', 'countries', 'events'])
    const fixed = i18n.getFixedT(language)
    // the same words; a file for a GPS keeps plain spaces where the page keeps words on one line
    const t = (key: string) => fixed(key).replace(/\u00a0/g, ' ')
    const words = GPS_EXPORT_WORDS[language]
    for (const main of MAIN_SECTIONS) expect(words.main[main]).toBe(t(`sections:main.${main}`))
    for (const sub of ALL_SUBSECTIONS) expect(words.sub[sub]).toBe(t(`sections:sub.${sub}`))
    expect(Object.values(words.access)).toEqual(
      ['caravan', 'car', 'offroad'].map((name) => t(`events:access.${name}`)),
    )
    for (const country of COUNTRIES)
      expect(countryWords(language, country)).toBe(countryLabel(fixed, country).replace(/\u00a0/g, ' '))
  })
})
