// What this page brought from the server (docs/rendering.md). A server-rendered page carries the state it
// was rendered with in an element of its own, which the bare app shell lacks; it is hydrated (React adopts
// the server's HTML) rather than drawn afresh, so its first render must be the server's.
import { PAGE_STATE_ELEMENT_ID } from '@travel/domain'

export const pageWasServerRendered =
  typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ELEMENT_ID) !== null

/** Marks the element that holds a chunk of the server's styles (app/rendering/server-styles.ts writes it). */
export const SERVER_STYLES_ATTRIBUTE = 'data-server-styles'

/**
 * Whether this page came with the styles of Emotion's <Global> elements (Chakra's reset, global styles and
 * token variables): Emotion names their chunk after its cache's key, `css-global`.
 */
export function pageHasServerGlobalStyles(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`style[${SERVER_STYLES_ATTRIBUTE}^="css-global "]`) !== null
  )
}
