import { describe, expect, it } from 'vitest'
import { apiErrorMessages, LANGUAGES } from './messages'
import { validationMessagesEn } from './messages-en'
import { formatCount, pluralForm, type PluralForms } from './plural'
import {
  avoidedSlovakWords,
  masculineOnlyForms,
  plainSpacesAfterOneLetterWords,
  plainSpacesBeforeUnits,
  prepositionsBeforeNumbers,
} from './typography'
import { validationMessages } from './validation-messages'

describe('the typography rules', () => {
  it('find a plain space between a number or a placeholder and its unit', () => {
    expect(plainSpacesBeforeUnits('najviac 50 MB')).toEqual(['0 MB'])
    expect(plainSpacesBeforeUnits('Nahrávanie… {{progress}} %')).toEqual(['}} %'])
    expect(plainSpacesBeforeUnits('365 dní, 3 000 km, 2 °C')).toEqual(['5 dní', '0 km', '2 °C'])
    expect(plainSpacesBeforeUnits('a 7 m motorhome')).toEqual(['7 m'])
  })

  it('accept a no-break space there, and a number followed by a word that is not a unit', () => {
    expect(plainSpacesBeforeUnits('najviac 50\u00a0MB, 3\u00a0000\u202fkm, {{progress}}\u00a0%')).toEqual([])
    expect(
      plainSpacesBeforeUnits('5 tipov, 2 mosty, 10 minút pešo, {{count}} míľ, {{year}} {{brand}}'),
    ).toEqual([])
    expect(plainSpacesBeforeUnits('48 hodín')).toEqual([])
  })

  it('find a plain space after a Slovak one-letter preposition or conjunction', () => {
    expect(plainSpacesAfterOneLetterWords('Kemp v prírode a pri vode')).toEqual(['v ', 'a '])
    expect(plainSpacesAfterOneLetterWords('S psom k jazeru, o 5 km, u brehu, i v zime')).toEqual([
      'S ',
      'k ',
      'o ',
      'u ',
      'i ',
      'v ',
    ])
    expect(plainSpacesAfterOneLetterWords('Kemp v\u00a0prírode a\u00a0pri vode, 4x4 áno, vitaj ')).toEqual([])
  })

  it('find z or s before a number whose word decides between z and zo', () => {
    expect(prepositionsBeforeNumbers('Vaša návšteva z {{date}} sa vymaže')).toEqual(['z {{'])
    expect(prepositionsBeforeNumbers('Fotka {{number}} z\u00a0{{total}}')).toEqual(['z\u00a0{{'])
    expect(prepositionsBeforeNumbers('s {{count, number}} fotkami, z 4 tipov, z 17')).toEqual([
      's {{',
      'z 4',
      'z 17',
    ])
    expect(prepositionsBeforeNumbers('Hodnotenie {{rating}} z 5, z 20, zo {{date}}, s „{{title}}“')).toEqual(
      [],
    )
    expect(prepositionsBeforeNumbers('návšteva zo dňa {{date}}, tip s {{title}}')).toEqual([])
  })

  it('find the words the glossary replaced', () => {
    expect(avoidedSlovakWords('Trasy pre 4x4')).toHaveLength(1)
    expect(avoidedSlovakWords('Hocijaká')).toHaveLength(1)
    expect(avoidedSlovakWords('Niečo sa pokazilo!')).toHaveLength(1)
    expect(avoidedSlovakWords('Pridať udalosť')).toHaveLength(1)
    expect(avoidedSlovakWords('Trasy pre autá s pohonom 4×4, Akákoľvek, Nastala chyba.')).toEqual([])
  })

  it('find Slovak addressed to men only, or hedged with (a)', () => {
    expect(masculineOnlyForms('Na pridanie tipu musíte byť prihlásený.')).toEqual(['musíte byť prihlásený'])
    expect(masculineOnlyForms('Pridal(a) jana')).toEqual(['l(a)', 'Pridal'])
    expect(masculineOnlyForms('Webstránku vytvoril')).toEqual(['vytvoril'])
    expect(masculineOnlyForms('aby ste zostali prihlásený')).toEqual(['ste zostali prihlásený'])
    expect(masculineOnlyForms('Ste prihlásený/á')).toEqual(['ý/á', 'Ste prihlásený'])
  })

  it('leave neutral Slovak alone', () => {
    for (const text of [
      'Ak chcete pridať tip, prihláste sa.',
      'Autor: jana',
      'Tvorba webu:',
      'Ste offline.',
      'Máte právo na prístup k údajom.',
      'Profil je uložený.',
      'Súbor musí byť nahraný na túto stránku.',
    ])
      expect(masculineOnlyForms(text), text).toEqual([])
  })
})

describe('a number and the noun it counts', () => {
  const tips: PluralForms = { one: 'tip', few: 'tipy', many: 'tipu', other: 'tipov' }
  const events: PluralForms = { one: 'event', other: 'events' }

  it.each([
    [0, 'tipov', 'events'],
    [1, 'tip', 'event'],
    [2, 'tipy', 'events'],
    [4, 'tipy', 'events'],
    [5, 'tipov', 'events'],
    [21, 'tipov', 'events'],
    [1.5, 'tipu', 'events'],
  ])('%s: Slovak "%s", English "%s"', (count, sk, en) => {
    expect(pluralForm('sk', count, tips)).toBe(sk)
    expect(pluralForm('en', count, events)).toBe(en)
  })

  it('writes large numbers with each language’s separator, a no-break space in Slovak', () => {
    expect(formatCount('sk', 10000)).toBe('10\u00a0000')
    expect(formatCount('en', 10000)).toBe('10,000')
  })
})

describe('the validation and API messages', () => {
  const texts = LANGUAGES.flatMap((language) => [
    ...Object.entries(validationMessages[language]).map(([key, text]) => [language, key, text] as const),
    ...Object.entries(apiErrorMessages[language]).map(([key, text]) => [language, key, text] as const),
  ])

  it('keep every unit on the line of its number', () => {
    for (const [language, key, text] of texts)
      expect(plainSpacesBeforeUnits(text), `${language} ${key}`).toEqual([])
  })

  it('address every Slovak reader, not men only', () => {
    for (const [language, key, text] of texts)
      if (language === 'sk') expect(masculineOnlyForms(text), key).toEqual([])
  })

  it('keep every Slovak one-letter word on the line of the word after it', () => {
    for (const [language, key, text] of texts)
      if (language === 'sk') expect(plainSpacesAfterOneLetterWords(text), key).toEqual([])
  })

  it('say Slovak the glossary’s way, with no preposition that depends on a number', () => {
    for (const [language, key, text] of texts)
      if (language === 'sk') {
        expect(avoidedSlovakWords(text), key).toEqual([])
        expect(prepositionsBeforeNumbers(text), key).toEqual([])
      }
  })

  it('put the counted noun in the form its limit asks for', () => {
    expect(validationMessages.sk.password_weak).toBe('Heslo musí mať aspoň 6 znakov.')
    expect(validationMessages.sk.description_length).toBe('Popis musí mať 10 až 5\u00a0000 znakov.')
    expect(validationMessagesEn.gpx_too_many_points).toBe(
      'The route file has more than 200,000 points. Simplify it in your app first.',
    )
  })
})
