// What a visitor sees when a page cannot be rendered (the store is unreachable, a bug): a short message in
// their language, nothing of the error itself. The app's code still loads with it and tries again from
// the browser, so a passing failure mends itself.
import type { Language } from '@travel/domain'

const TEXTS: Record<Language, { title: string; text: string; home: string }> = {
  en: {
    title: 'Something went wrong',
    text: 'This page could not be loaded just now. Please try again in a moment.',
    home: 'Back to the home page',
  },
  sk: {
    title: 'Niečo sa pokazilo',
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
