import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n, currentLanguage, translationsReady } from './index'

function browserLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the interface language', () => {
  it('follows a Slovak browser', async () => {
    browserLanguages('sk-SK', 'sk')
    const i18n = createI18n()
    await translationsReady(i18n)
    expect(currentLanguage(i18n)).toBe('sk')
    expect(i18n.t('nav.wishlist')).toBe('Zoznam želaní')
    // the validation messages, from domain/, load with the forms
    await i18n.loadNamespaces(['validation'])
    expect(i18n.t('validation:required')).toBe('Toto pole je povinné.')
  })

  it("says Slovak for a Slovak reader before the Slovak texts have arrived (a rendered page's language stays)", () => {
    browserLanguages('sk-SK', 'sk')
    document.documentElement.lang = 'sk'
    const i18n = createI18n()
    expect(currentLanguage(i18n)).toBe('sk')
  })

  it('follows an English browser', () => {
    browserLanguages('en-GB')
    expect(currentLanguage(createI18n())).toBe('en')
  })

  it('falls back to English for any other browser language, with its texts at once', () => {
    browserLanguages('de-DE', 'fr')
    const i18n = createI18n()
    expect(currentLanguage(i18n)).toBe('en')
    expect(i18n.t('nav.wishlist')).toBe('Wishlist')
  })

  it('loads the texts of the forms and of an event page with them, in English too', async () => {
    browserLanguages('en-GB')
    const i18n = createI18n()
    await i18n.loadNamespaces(['validation', 'checkins', 'uploads'])
    expect(i18n.t('validation:required')).toBe('This field is required.')
    expect(i18n.t('checkins:add')).toBe('I was here')
    expect(i18n.t('uploads:actions.cancel')).toBe('Cancel upload')
  })

  it('prefers the language chosen with the switcher over the browser', () => {
    browserLanguages('en-US')
    localStorage.setItem('lang', 'sk')
    expect(currentLanguage(createI18n())).toBe('sk')
  })

  it('shows the raw key when a text is missing, and translates country and section labels', async () => {
    browserLanguages('sk')
    const i18n = createI18n()
    await translationsReady(i18n)
    await i18n.loadNamespaces(['validation'])
    expect(i18n.t('countries:Atlantis')).toBe('Atlantis')
    expect(i18n.t('countries:North Macedonia')).toBe('Severné Macedónsko')
    expect(i18n.t('countries:United_Kingdom')).toBe('Spojené kráľovstvo')
    expect(i18n.t('sections:sub.caravan_car')).toBe('Karavan a\u00a0auto')
    expect(i18n.t('validation:coordinates_warning')).toBe(
      'Zadajte súradnice s\u00a0desatinnou bodkou, napríklad 48.148598, 17.107748.',
    )
  })
})
