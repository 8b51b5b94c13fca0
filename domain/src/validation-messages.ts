// Both languages' validation messages, for the API, which answers in the caller's language. Not exported
// from the package's index: the web app must not bundle the tables on every page (messages.ts).
import type { Language, ValidationKey } from './messages'
import { validationMessagesEn } from './messages-en'
import { validationMessagesSk } from './messages-sk'

export const validationMessages: Record<Language, Record<ValidationKey, string>> = {
  en: validationMessagesEn,
  sk: validationMessagesSk,
}
