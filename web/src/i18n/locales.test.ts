// Every key of every namespace exists in both languages with every plural form; no text breaks a line
// between a number and its unit or after a Slovak one-letter word, or (in Slovak) speaks to men only or
// leaves the glossary (docs/slovak-glossary.md).
import {
  ALL_SUBSECTIONS,
  COUNTRIES,
  avoidedSlovakWords,
  LANGUAGES,
  MAIN_SECTIONS,
  masculineOnlyForms,
  plainSpacesAfterOneLetterWords,
  plainSpacesBeforeUnits,
  prepositionsBeforeNumbers,
} from '@travel/domain'
import { describe, expect, it } from 'vitest'

const files = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true })

type Flat = Record<string, string>

function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out[prefix] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  return out
}

const byLanguage: Record<string, Record<string, Flat>> = {}
for (const [path, mod] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path)
  if (!match) continue
  const [, lang = '', ns = ''] = match
  byLanguage[lang] ??= {}
  byLanguage[lang][ns] = flatten(mod.default)
}

const namespaces = [...new Set(Object.values(byLanguage).flatMap((nss) => Object.keys(nss)))].sort()
/** The names of a text's {{placeholders}}, formatted ones ({{count, number}}) included. */
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*(?:,[^}]*)?}}/g)].map((m) => m[1]).sort()

// i18next's plural keys: map.count_one, map.count_few, … (map.count_zero for 0 in every language)
const PLURAL = /_(zero|one|two|few|many|other)$/
/** A key without its plural suffix: the key the code asks for. */
const baseKey = (key: string) => key.replace(PLURAL, '')
/** The plural categories a language's counts fall into (Slovak: one, few, many, other). */
const categories = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories

describe('translations', () => {
  it('exist only for the supported languages', () => {
    expect(Object.keys(byLanguage).sort()).toEqual([...LANGUAGES].sort())
  })

  describe.each(namespaces)('namespace %s', (ns) => {
    it('has the same keys in every language', () => {
      const [first, ...others] = LANGUAGES
      const reference = byLanguage[first]?.[ns]
      expect(reference, `${first}/${ns}.json is missing`).toBeDefined()
      for (const lang of others) {
        const other = byLanguage[lang]?.[ns]
        expect(other, `${lang}/${ns}.json is missing`).toBeDefined()
        // a plural key exists in both languages, each with the forms of its own language (below)
        const keys = (texts: Flat | undefined) => new Set(Object.keys(texts ?? {}).map(baseKey))
        const onlyFirst = [...keys(reference)].filter((k) => !keys(other).has(k))
        const onlyOther = [...keys(other)].filter((k) => !keys(reference).has(k))
        expect(onlyFirst, `keys only in ${first}/${ns}.json`).toEqual([])
        expect(onlyOther, `keys only in ${lang}/${ns}.json`).toEqual([])
      }
    })

    it('has no empty text and the same {{placeholders}} in every language', () => {
      for (const lang of LANGUAGES) {
        for (const [key, text] of Object.entries(byLanguage[lang]?.[ns] ?? {})) {
          expect(text.trim(), `${lang}/${ns}.json ${key} is empty`).not.toBe('')
          const plural = PLURAL.exec(key)?.[1]
          // a plural form is compared with the English "other" form; "zero" and "one" may say the number
          // in words ("the first event", "no events")
          const en = byLanguage.en?.[ns]?.[plural ? `${baseKey(key)}_other` : key]
          const expected = placeholders(en ?? '').filter(
            (name) => !(name === 'count' && (plural === 'zero' || plural === 'one')),
          )
          const actual = placeholders(text).filter((name) => plural !== 'one' || name !== 'count')
          if (en !== undefined) expect(actual, `${lang}/${ns}.json ${key}`).toEqual(expected)
        }
      }
    })

    it('has a plural key with every form of its language wherever a count meets a noun', () => {
      for (const lang of LANGUAGES) {
        const texts = byLanguage[lang]?.[ns] ?? {}
        for (const [key, text] of Object.entries(texts)) {
          if (placeholders(text).includes('count'))
            expect(PLURAL.test(key), `${lang}/${ns}.json ${key} holds {{count}}: a plural key`).toBe(true)
        }
        const bases = new Set(
          Object.keys(texts)
            .filter((key) => PLURAL.test(key))
            .map(baseKey),
        )
        for (const base of bases)
          for (const category of categories(lang))
            expect(texts[`${base}_${category}`], `${lang}/${ns}.json ${base}_${category}`).toBeDefined()
      }
    })

    it('keeps every unit on the line of its number, and speaks Slovak to every reader', () => {
      for (const lang of LANGUAGES) {
        for (const [key, text] of Object.entries(byLanguage[lang]?.[ns] ?? {})) {
          expect(plainSpacesBeforeUnits(text), `${lang}/${ns}.json ${key}: a no-break space`).toEqual([])
          if (lang === 'sk') expect(masculineOnlyForms(text), `sk/${ns}.json ${key}`).toEqual([])
        }
      }
    })

    it('keeps Slovak one-letter words on the line of the next, in the glossary’s words', () => {
      for (const [key, text] of Object.entries(byLanguage.sk?.[ns] ?? {})) {
        const where = `sk/${ns}.json ${key}`
        expect(plainSpacesAfterOneLetterWords(text), `${where}: a no-break space`).toEqual([])
        expect(avoidedSlovakWords(text), where).toEqual([])
        expect(prepositionsBeforeNumbers(text), `${where}: no z/s before a number`).toEqual([])
      }
    })
  })

  it('name every country of the list', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(byLanguage[lang]?.countries ?? {}).sort(), lang).toEqual([...COUNTRIES].sort())
    }
  })

  it('name every section and subsection', () => {
    const expected = [
      ...MAIN_SECTIONS.map((m) => `main.${m}`),
      ...ALL_SUBSECTIONS.map((s) => `sub.${s}`),
    ].sort()
    for (const lang of LANGUAGES) {
      expect(Object.keys(byLanguage[lang]?.sections ?? {}).sort(), lang).toEqual(expected)
    }
  })
})
