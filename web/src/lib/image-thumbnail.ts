// A small WebP copy of an event image for the event cards, made in the browser so nobody downloads a
// full-size photo to show a 96-unit card. Where the browser cannot decode or encode (jsdom, old Safari
// without WebP encoding) there is no thumbnail and the cards use the original.
const THUMBNAIL_WIDTH = 640
const WEBP = 'image/webp'

async function encodeWebp(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.drawImage(bitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: WEBP, quality: 0.8 })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.drawImage(bitmap, 0, 0, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, WEBP, 0.8))
}

/** A WebP at most 640 px wide (never enlarged), or undefined where the browser cannot make one. */
export async function makeWebpThumbnail(image: Blob): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(image)
  } catch {
    return undefined
  }
  try {
    if (bitmap.width === 0 || bitmap.height === 0) return undefined
    const width = Math.min(THUMBNAIL_WIDTH, bitmap.width)
    const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width))
    const blob = await encodeWebp(bitmap, width, height).catch(() => null)
    // A browser that cannot encode WebP silently returns PNG: no thumbnail then, not a mislabelled one.
    return blob?.type === WEBP ? blob : undefined
  } finally {
    bitmap.close()
  }
}

/** `photo.jpg` -> `photo_640.webp`; the caller adds the original's timestamp prefix. */
export function thumbnailName(originalName: string): string {
  const base = originalName.replace(/\.[^.]*$/, '') || 'image'
  return `${base}_${THUMBNAIL_WIDTH}.webp`
}
