import { describe, expect, it } from 'vitest'
import { eventFormSchema, emptyEventForm, toEventPayload } from './event-form'
import { eventPayloadSchema } from './event-api'
import { eventTexts, guessedLanguage, otherLanguage, storedTexts } from './translations'

describe('the language of an event stored without one', () => {
  it('is the language whose common words its text uses, whatever its place names', () => {
    expect(
      guessedLanguage({
        title: 'Round the Pieniny and Zamagurie',
        description: 'A quiet drive from Kežmarok through Spišská Stará Ves to Červený Kláštor and back.',
      }),
    ).toBe('en')
    expect(
      guessedLanguage({
        title: 'Kemp pri Tare',
        description: 'Malý kemp kúsok od mosta, príjazd je v poriadku.',
      }),
    ).toBe('sk')
  })

  it('falls back on Slovak letters when a text has no common word', () => {
    expect(guessedLanguage({ title: 'Spišský hrad', description: '' })).toBe('sk')
    expect(guessedLanguage({ title: 'Meteora monasteries', description: '' })).toBe('en')
  })
})

describe('an event’s two texts', () => {
  const original = { title: 'Kemp pri plese', description: 'Tichý kemp pod štítmi.' }
  const translation = { title: 'Camp by the tarn', description: 'A quiet camp below the peaks.' }

  it('are the original and the translation whichever version was answered', () => {
    const asTranslation = {
      ...translation,
      language: 'en',
      writtenIn: 'sk',
      other: { language: 'sk', ...original },
    } as const
    const asOriginal = {
      ...original,
      language: 'sk',
      writtenIn: 'sk',
      other: { language: 'en', ...translation },
    } as const
    expect(eventTexts(asTranslation)).toEqual({ original, translation })
    expect(eventTexts(asOriginal)).toEqual({ original, translation })
    expect(storedTexts(asTranslation)).toMatchObject({ ...original, translation })
    expect(eventTexts({ ...original, language: 'sk', writtenIn: 'sk' })).toEqual({
      original,
      translation: null,
    })
    expect(otherLanguage('sk')).toBe('en')
  })
})

describe('the form’s translation', () => {
  const values = {
    ...emptyEventForm,
    title: 'Kemp pri plese',
    description: 'Tichý kemp pod štítmi.',
    image: 'x.jpg',
    coordinates: '49.1, 20.0',
    access: 'car',
    date: '2024-05-01',
    main: 'camp',
    sub: 'natural',
    country: 'Slovakia',
  } as const

  it('is optional, but once begun needs both fields by the original’s rules', async () => {
    await expect(eventFormSchema.validate(values)).resolves.toBeTruthy()
    await expect(
      eventFormSchema.validateAt('translationDescription', { ...values, translationTitle: 'Camp' }),
    ).rejects.toThrow('required')
    await expect(
      eventFormSchema.validateAt('translationTitle', {
        ...values,
        translationTitle: 'Ca',
        translationDescription: 'A quiet camp.',
      }),
    ).rejects.toThrow('title_length')
  })

  it('is sent with the chosen language, or as none when left empty', () => {
    expect(toEventPayload({ ...values, writtenIn: 'sk' })).toMatchObject({
      writtenIn: 'sk',
      translation: null,
    })
    expect(
      toEventPayload({
        ...values,
        translationTitle: ' Camp by the tarn ',
        translationDescription: 'A quiet camp.',
      }).translation,
    ).toEqual({ title: 'Camp by the tarn', description: 'A quiet camp.' })
  })

  it('is refused by the API in a language it does not know', async () => {
    await expect(eventPayloadSchema.validateAt('writtenIn', { writtenIn: 'de' })).rejects.toThrow(
      'language_invalid',
    )
  })
})
