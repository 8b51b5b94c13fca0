// What a visitor sees when a page cannot be rendered (the store is unreachable, a bug): a short message in
// their language, nothing of the error itself. The app's code still loads with it and tries again from
// the browser, so a passing failure mends itself.
import type { Language } from '@travel/domain'
import { validationMessages } from '@travel/domain/validation-messages'

const TEXTS: Record<Language, { title: string; text: string; home: string }> = {
  en: {
    title: 'Something went wrong',
    text: 'This page could not be loaded just now. Please try again in a moment.',
    home: 'Back to the home page',
  },
  sk: {
    title: 'Nastala chyba',
    text: 'Túto stránku sa práve nepodarilo načítať. Skúste to, prosím, o chvíľu znova.',
    home: 'Späť na úvodnú stránku',
  },
}

export function errorPage(language: Language): { head: string; html: string } {
  const { title, text, home } = TEXTS[language]
  return {
    head: `<title>${title}</title>\n    <meta name="robots" content="noindex" />`,
    html:
      `<main style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center">` +
      `<h1>${title}</h1><p>${text}</p><p><a href="/">${home}</a></p></main>`,
  }
}

const BAD_ADDRESS: Record<Language, { title: string; home: string }> = {
  en: { title: 'This address asks for something the site cannot show', home: 'Back to the home page' },
  sk: { title: 'Táto adresa žiada niečo, čo stránka nevie zobraziť', home: 'Späť na úvodnú stránku' },
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A page address whose query the events list refuses (a repeated filter, an empty limit, a search with
 * control characters): each parameter with the API's message for it, in the reader's language.
 */
export function badAddressPage(
  language: Language,
  fields: Record<string, string>,
): { head: string; html: string } {
  const { title, home } = BAD_ADDRESS[language]
  const messages = validationMessages[language] as Record<string, string>
  const items = Object.entries(fields)
    .map(([name, key]) => `<li><code>${escapeHtml(name)}</code>: ${escapeHtml(messages[key] ?? key)}</li>`)
    .join('')
  return {
    head: `<title>${title}</title>\n    <meta name="robots" content="noindex" />`,
    html:
      `<main style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
      `<h1>${title}</h1><ul>${items}</ul><p><a href="/">${home}</a></p></main>`,
  }
}
