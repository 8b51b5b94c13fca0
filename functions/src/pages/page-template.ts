// Puts a rendered page into the web build's index.html: the page's language on <html>, its head tags in
// place of the default title and description, its HTML in #root and the state it was rendered with in a
// JSON element the browser hydrates from (docs/rendering.md). JSON, not a script: the Content-Security-
// Policy allows no inline script but one, and data is never executed. That one (SAVED_LANGUAGE_SCRIPT)
// opens a hydrated page in the reader's saved language; it goes right after the charset, before anything
// the browser would otherwise parse, fetch or draw.
import { PAGE_STATE_ELEMENT_ID, SAVED_LANGUAGE_SCRIPT, type Language } from '@travel/domain'

const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/
const ROOT = '<div id="root"></div>'
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i

export interface PageParts {
  language: Language
  head?: string
  html: string
  /** the dehydrated server-state cache; absent when the page must not be hydrated (an error page) */
  state?: string
}

/** JSON inside an HTML element: nothing in it can close the element. */
const safeJson = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e')

export function fillTemplate(template: string, { language, head, html, state }: PageParts): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`)
  let page = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
  if (head !== undefined) page = page.replace(HEAD_BLOCK, () => head)
  if (state === undefined) return page.replace(ROOT, () => `<div id="root">${html}</div>`)
  // Only a hydrated page: an error page is drawn afresh by the browser, in the reader's language.
  if (!CHARSET.test(page)) throw new Error('index.html has no <meta charset>')
  page = page.replace(CHARSET, (charset) => `${charset}<script>${SAVED_LANGUAGE_SCRIPT}</script>`)
  const stateElement = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${safeJson(state)}</script>`
  return page.replace(ROOT, () => `<div id="root">${html}</div>${stateElement}`)
}
