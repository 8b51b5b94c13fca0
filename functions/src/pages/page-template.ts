// Puts a rendered page into the web build's index.html: its language, head tags, HTML in #root and its
// state in a JSON element (data, never executed: the CSP allows one inline script only, the saved-language
// one, placed right after the charset so it runs before anything is parsed; docs/rendering.md).
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
