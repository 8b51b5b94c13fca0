// i18next set-up: English and Slovak, the browser language picks, English is the fallback, the header's
// switcher overrides and is remembered (localStorage "lang"). Resources are the JSON files under
// src/locales/{en,sk}/{namespace}.json plus the validation messages from domain/.
import i18n from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, validationMessages, apiErrorMessages, FALLBACK_LANGUAGE } from '@travel/domain'

type Resources = Record<string, Record<string, unknown>>

const modules = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true })

function collect(): Record<string, Resources> {
  const resources: Record<string, Resources> = {}
  for (const [file, mod] of Object.entries(modules)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file)
    if (!match) continue
    const [, lang = '', ns = ''] = match
    resources[lang] ??= {}
    resources[lang][ns] = mod.default
  }
  for (const lang of LANGUAGES) {
    resources[lang] ??= {}
    resources[lang].validation = { ...validationMessages[lang] }
    resources[lang].apiErrors = { ...apiErrorMessages[lang] }
  }
  return resources
}

export const resources = collect()
export const LANGUAGE_STORAGE_KEY = 'lang'

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    defaultNS: 'common',
    ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: {
      // The saved choice of the switcher wins; otherwise the browser's language.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
    },
    react: { useSuspense: false },
  })

/** Switches the language and remembers the choice. */
export function changeLanguage(lang: (typeof LANGUAGES)[number]): Promise<unknown> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  return i18n.changeLanguage(lang)
}

export default i18n
