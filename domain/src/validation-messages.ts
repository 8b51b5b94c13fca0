// Both languages' validation messages, for the API, which answers in the caller's language. Not exported
// from the package's index: the web app must not bundle the Slovak table on every page (messages.ts).
import { validationMessagesEn, type Language, type ValidationKey } from './messages'
import { validationMessagesSk } from './messages-sk'

export const validationMessages: Record<Language, Record<ValidationKey, string>> = {
  en: validationMessagesEn,
  sk: validationMessagesSk,
}
