// i18next set-up: English (bundled, the fallback) and Slovak (loaded for its readers), picked by the
// address, the switcher's saved choice or the browser; one screen's texts load with that screen's code.
// docs/architecture.md ("Languages") says how.
import { createInstance, type BackendModule, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import {
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  languageOfUrl,
  FALLBACK_LANGUAGE,
  type Language,
} from '@travel/domain'
import { pageHydrated } from '@/rendered-page/hydration-gate'
import { MANIFEST_FILES } from '@/config/manifest-files'

type Namespace = Record<string, unknown>
type Resources = Record<string, Namespace>

/**
 * Namespaces of screens and dialogs that are not on the first page a visitor opens (the signed-in screens,
 * the lists' other screens, an event's page and its parts, the forms, the map and the amenity filters), so
 * not in its JavaScript: each loads with the code that shows it. Where one adds to `events`, a component
 * reads both.
 */
export const SCREEN_NAMESPACES = [
  'auth',
  'privacy',
  'profile',
  'wishlist',
  'checkins',
  'uploads',
  'validation',
  'reports',
  'moderation',
  'tracks',
  'event-form',
  'event-page',
  'list-filters',
  'events-map',
  'list-screens',
  'changes',
  'notices',
  'trips',
] as const
export type ScreenNamespace = (typeof SCREEN_NAMESPACES)[number]

// import.meta.glob takes literal patterns: 'en' here is FALLBACK_LANGUAGE, the braces SCREEN_NAMESPACES and
// `offline`. The texts of the offline state (the banner, "needs a connection", the update prompt, the
// profile's offline section) load when first shown, in English too: most visits never show them, and their
// file is precached for when they do.
const bundled = import.meta.glob<{ default: Namespace }>(
  [
    '../locales/en/*.json',
    '!../locales/en/{auth,privacy,profile,wishlist,checkins,uploads,offline,reports,moderation,tracks,event-form,event-page,list-filters,events-map,list-screens,changes,notices,trips}.json',
  ],
  { eager: true },
)
const onDemand = {
  ...import.meta.glob<{ default: Namespace }>(['../locales/*/*.json', '!../locales/en/*.json']),
  ...import.meta.glob<{ default: Namespace }>(
    '../locales/en/{auth,privacy,profile,wishlist,checkins,uploads,offline,reports,moderation,tracks,event-form,event-page,list-filters,events-map,list-screens,changes,notices,trips}.json',
  ),
}

const namespaceOf = (file: string) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? ''

function collect(): Record<string, Resources> {
  const resources: Record<string, Resources> = {}
  const english: Resources = {}
  for (const [file, mod] of Object.entries(bundled)) english[namespaceOf(file)] = mod.default
  resources[FALLBACK_LANGUAGE] = english
  return resources
}

const resources = collect()
/** The namespaces every page may need, loaded before the app shows (English ones are bundled). */
export const NAMESPACES = Object.keys(resources[FALLBACK_LANGUAGE] ?? {})

/**
 * The validation messages come from domain/ (the API words its refusals with the same ones) and load with
 * the forms, in every language.
 */
const validationOnDemand: Record<Language, () => Promise<{ default: Namespace }>> = {
  en: () => import('@travel/domain/messages-en').then((m) => ({ default: m.validationMessagesEn })),
  sk: () => import('@travel/domain/messages-sk').then((m) => ({ default: m.validationMessagesSk })),
}

/** Loads src/locales/{lng}/{ns}.json that is not bundled, and the validation messages of `lng`. */
const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load =
      namespace === 'validation'
        ? validationOnDemand[language as Language]
        : onDemand[`../locales/${language}/${namespace}.json`]
    if (!load) {
      callback(null, {})
      return
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

/**
 * The reader's language: a language named by the address (?lang=sk, what shared links and the pages'
 * en/sk alternates carry) wins, then the switcher's saved choice, then the first of the browser's languages
 * the site speaks (sk-SK is Slovak), then English. A dozen lines instead of i18next's detector plugin,
 * which would add lookups this site does not use (cookies, paths) to every page.
 */
export function detectLanguage(): Language {
  const fromUrl = typeof location === 'undefined' ? undefined : languageOfUrl(location.search)
  if (fromUrl) return fromUrl
  let saved: string | null = null
  try {
    saved = localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    // storage blocked (a privacy setting): the browser's languages decide
  }
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language]
  for (const tag of [saved, ...browser]) {
    const base = tag?.split('-')[0]?.toLowerCase()
    if (base && (LANGUAGES as readonly string[]).includes(base)) return base as Language
  }
  return FALLBACK_LANGUAGE
}

/**
 * A new, initialised i18next instance; the app uses one, tests make their own to check detection, and the
 * server renders each language with its own (`language`: the page's, instead of the browser's).
 */
export function createI18n({ language }: { language?: Language } = {}): I18n {
  const instance = createInstance()
  void instance
    .use(onDemandBackend)
    .use(initReactI18next)
    .init({
      lng: language ?? detectLanguage(),
      resources,
      // the bundled resources are complete for English, partial elsewhere: the backend adds the rest
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: 'common',
      ns: [...NAMESPACES],
      // Stated explicitly: i18next then never treats a key with a space (countries:North Macedonia) as
      // "natural language" and ignores its namespace.
      nsSeparator: ':',
      keySeparator: '.',
      interpolation: { escapeValue: false },
      returnNull: false,
      // English is bundled: initialise synchronously so its first render is already translated.
      initAsync: false,
      react: { useSuspense: false },
      // no advertising in the browser console
      showSupportNotice: false,
    })
  return instance
}

const i18n = createI18n()

/**
 * en or sk: the reader's language (i18next may hold a regional tag such as sk-SK). Not i18next's
 * `resolvedLanguage`, which is the first language with texts already loaded: until a Slovak reader's files
 * arrive that is English, and the page's language (a server-rendered page's <html lang>) must not flip.
 */
export function currentLanguage(instance: I18n = i18n): Language {
  const base = (instance.language ?? '').split('-')[0]?.toLowerCase() ?? ''
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : FALLBACK_LANGUAGE
}

// Screen readers and the browser's own formatting follow the page language, and so does the app a reader
// installs (its name in the manifest of that language).
// Only when they differ: the browser restyles and lays out the whole page on any write of <html lang> (the
// language picks fonts and :lang() rules), even of the value it already has, as on every server-rendered page.
function syncDocumentLanguage() {
  if (typeof document === 'undefined') return
  const language = currentLanguage()
  if (document.documentElement.lang !== language) document.documentElement.lang = language
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
  const manifestPath = `/${MANIFEST_FILES[language]}`
  if (manifest && manifest.getAttribute('href') !== manifestPath) manifest.href = manifestPath
}
syncDocumentLanguage()
i18n.on('languageChanged', syncDocumentLanguage)

/** Resolves once every namespace of the current language is loaded (at once for English). */
export function translationsReady(instance: I18n = i18n): Promise<void> {
  return instance.loadNamespaces(NAMESPACES)
}

/**
 * Switches the language (loading its texts first) and remembers the choice. On a server-rendered page,
 * not before the page has hydrated whole: a part still hydrating would render in the new language.
 */
export async function changeLanguage(lang: Language): Promise<unknown> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
  await pageHydrated()
  return i18n.changeLanguage(lang)
}

export default i18n
