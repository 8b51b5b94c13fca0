// Puts a rendered page into the web build's index.html: the page's language on <html>, its head tags in
// place of the default title and description, its HTML in #root and the state it was rendered with in a
// JSON element the browser hydrates from (docs/rendering.md). JSON, not a script: the Content-Security-
// Policy allows no inline script, and data is never executed.
import { PAGE_STATE_ELEMENT_ID, type Language } from '@travel/domain'

const HEAD_BLOCK = /<!--page-head-->[\s\S]*?<!--\/page-head-->/
const ROOT = '<div id="root"></div>'

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
  const stateElement =
    state === undefined
      ? ''
      : `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${safeJson(state)}</script>`
  return page.replace(ROOT, () => `<div id="root">${html}</div>${stateElement}`)
}
