// The <style> elements of a server-rendered page: Chakra's styles for the page, written so that the
// browser's Emotion adopts them without moving them.
//
// Emotion's own format (`constructStyleTagsFromChunks`) is one <style data-emotion="KEY NAMES"> per chunk.
// In the browser, Emotion finds those elements, notes which styles they hold, and moves them: its cache
// re-appends the component styles to <head>, and each <Global> re-inserts its own element before them. A
// browser treats a moved stylesheet as removed and added again: it parses it anew and restyles and lays out
// the whole page, twice during the app's start (BENCHMARKS.md, "A page's start without restyling itself").
//
// So each chunk is written twice: its CSS in a <style> that nothing in the browser touches, and Emotion's
// mark with the same names and no CSS. Emotion adopts and moves the empty mark (which changes no style),
// knows the styles are in the page, and inserts only the ones the page did not have, after them.
import type { EmotionCriticalToChunks } from '@emotion/server/create-instance'
import { SERVER_STYLES_ATTRIBUTE } from '@/rendered-page/server-rendered'

export function serverStyleTags({ styles }: EmotionCriticalToChunks): string {
  return styles
    .map(({ key, ids, css }) => {
      const names = [key, ...ids].join(' ')
      // data-s: Emotion's sign of an element it inserted itself, which it never moves
      return `<style ${SERVER_STYLES_ATTRIBUTE}="${names}">${css}</style><style data-emotion="${names}" data-s=""></style>`
    })
    .join('')
}
