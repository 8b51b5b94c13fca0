// Every key of every namespace (everyone's, not only the shell's) exists in both languages, so a
// Slovak reader never meets an English-only string or a raw key.
import { ALL_SUBSECTIONS, COUNTRIES, LANGUAGES, MAIN_SECTIONS } from '@travel/domain'
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
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

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
        const onlyFirst = Object.keys(reference ?? {}).filter((k) => !(k in (other ?? {})))
        const onlyOther = Object.keys(other ?? {}).filter((k) => !(k in (reference ?? {})))
        expect(onlyFirst, `keys only in ${first}/${ns}.json`).toEqual([])
        expect(onlyOther, `keys only in ${lang}/${ns}.json`).toEqual([])
      }
    })

    it('has no empty text and the same {{placeholders}} in every language', () => {
      for (const lang of LANGUAGES) {
        for (const [key, text] of Object.entries(byLanguage[lang]?.[ns] ?? {})) {
          expect(text.trim(), `${lang}/${ns}.json ${key} is empty`).not.toBe('')
          const en = byLanguage.en?.[ns]?.[key]
          if (en !== undefined)
            expect(placeholders(text), `${lang}/${ns}.json ${key}`).toEqual(placeholders(en))
        }
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
