// Whether this page arrived rendered by the server (docs/rendering.md): the server puts the state the page
// was rendered with into an element of its own, which a page served as the bare app shell lacks. Such a
// page is hydrated (the browser adopts the server's HTML) rather than rendered from scratch, so its first
// render must be the server's: signed out, no saved state, the server's language.
import { PAGE_STATE_ELEMENT_ID } from '@travel/domain'

export const pageWasPrerendered =
  typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ELEMENT_ID) !== null
