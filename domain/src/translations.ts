// An event in two languages: the language its author wrote it in, the optional translation into the
// other, who translated it, and which version each reader is answered (docs/data-model.md, api.md).
import type { EventDto } from './event-api'
import { LANGUAGES, type Language } from './messages'

/** The other language's title and description of an event, with the same rules as the original's. */
export interface TranslationText {
  title: string
  description: string
}

/** Who gave an event its translation, and when: its author, or a traveller whose suggestion was accepted. */
export interface Translator {
  id: string | null
  name: string | null
  at: string
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}

/** The language that is not `language`. */
export function otherLanguage(language: Language): Language {
  return language === 'sk' ? 'en' : 'sk'
}

/** Short words each language writes in every other sentence and the other never does. */
const COMMON_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set('the and of in is with for you it on we at from are but our by this there'.split(' ')),
  sk: new Set('je sa na v z do pri po s sme so k od ale aj len sú ako pre nie už ešte cez za'.split(' ')),
}
/** Letters Slovak writes and English never does. */
const SLOVAK_LETTERS = /[áäčďéíĺľňóôŕšťúýž]/i

/**
 * The language of an event stored before events recorded one: the language whose common short words
 * its text uses more, and on a tie (a short title alone) Slovak when a word has a letter only Slovak
 * writes. Place names with Slovak letters in an English text do not sway it.
 */
export function guessedLanguage(text: { title: string; description: string }): Language {
  const words = `${text.title} ${text.description}`
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
  const count = (language: Language) => words.filter((word) => COMMON_WORDS[language].has(word)).length
  const [en, sk] = [count('en'), count('sk')]
  if (en !== sk) return en > sk ? 'en' : 'sk'
  return words.some((word) => SLOVAK_LETTERS.test(word)) ? 'sk' : 'en'
}

/**
 * Both texts of an event as the edit form and the suggestion form need them: the original, and the
 * translation when there is one. An event's answer carries the other version (`other`) on its own page.
 */
export function eventTexts(
  event: Pick<EventDto, 'title' | 'description' | 'language' | 'writtenIn' | 'other'>,
): { original: TranslationText; translation: TranslationText | null } {
  const answered = { title: event.title, description: event.description }
  const other = event.other ? { title: event.other.title, description: event.other.description } : null
  if (event.language === event.writtenIn) return { original: answered, translation: other }
  return { original: other ?? answered, translation: answered }
}

/**
 * The event as stored, as a suggestion compares with it: its original text, whatever version the
 * reader was answered, and its translation (null without one).
 */
export function storedTexts<
  E extends Pick<EventDto, 'title' | 'description' | 'language' | 'writtenIn' | 'other'>,
>(event: E): E & { translation: TranslationText | null } {
  const { original, translation } = eventTexts(event)
  return { ...event, ...original, translation }
}
