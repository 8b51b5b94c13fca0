// The <style> elements of a server-rendered page, written so that the browser's Emotion adopts them without
// moving them: a moved stylesheet is parsed again and the whole page restyled. Each chunk's CSS goes in a
// <style> nothing touches, beside Emotion's empty mark of the same names (docs/rendering.md).
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
