// i18next set-up: English and Slovak, the browser language picks, English is the fallback, the header's
// switcher overrides and is remembered (localStorage "lang"). Resources are the JSON files under
// src/locales/{en,sk}/{namespace}.json plus the validation and API messages from domain/.
// A missing key shows the raw key (spec.md §1), i18next's default.
import { createInstance, type i18n as I18n } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import {
  LANGUAGES,
  validationMessages,
  apiErrorMessages,
  FALLBACK_LANGUAGE,
  type Language,
} from '@travel/domain'

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

/** A new, initialised i18next instance; the app uses one, tests make their own to check detection. */
export function createI18n(): I18n {
  const instance = createInstance()
  void instance
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
      // Stated explicitly: i18next then never treats a key with a space (countries:North Macedonia) as
      // "natural language" and ignores its namespace.
      nsSeparator: ':',
      keySeparator: '.',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Resources are bundled: initialise synchronously so the first render is already translated.
      initAsync: false,
      detection: {
        // The saved choice of the switcher wins; otherwise the browser's language.
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: [],
      },
      react: { useSuspense: false },
      // no advertising in the browser console
      showSupportNotice: false,
    })
  return instance
}

const i18n = createI18n()

/** en or sk: what the interface shows now (i18next may hold a regional tag such as sk-SK). */
export function currentLanguage(instance: I18n = i18n): Language {
  const resolved = instance.resolvedLanguage ?? instance.language
  return (LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : FALLBACK_LANGUAGE
}

// Screen readers and the browser's own formatting follow the page language.
function syncDocumentLanguage() {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage()
}
syncDocumentLanguage()
i18n.on('languageChanged', syncDocumentLanguage)

/** Switches the language and remembers the choice. */
export function changeLanguage(lang: Language): Promise<unknown> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  return i18n.changeLanguage(lang)
}

export default i18n
