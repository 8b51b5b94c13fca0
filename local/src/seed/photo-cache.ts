// The demo photos, cached in node_modules/.cache by scene, seed, size and a hash of the drawing code, so
// a second seed uploads the same pictures without drawing them (docs/local-stack.md, "Demo content").
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { renderLandscapeJpegs, type ImageSize, type SceneSpec } from './landscape'

const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/travel-demo-photos/', import.meta.url))
const DRAWING_CODE = ['landscape.ts', 'raster.ts', 'random.ts']

let codeHash: string | undefined

function drawingCodeHash(): string {
  if (codeHash === undefined) {
    const hash = createHash('sha256')
    for (const file of DRAWING_CODE) hash.update(readFileSync(new URL(`./${file}`, import.meta.url)))
    codeHash = hash.digest('hex').slice(0, 16)
  }
  return codeHash
}

export interface Photos {
  photo: Buffer
  thumbnail: Buffer
  /** drawn now (false: read from the cache) */
  drawn: boolean
}

export function cachedLandscapeJpegs(spec: SceneSpec, seed: string, size: ImageSize): Photos {
  let base: string | undefined
  try {
    const key = createHash('sha256')
      .update(JSON.stringify([drawingCodeHash(), spec, seed, size]))
      .digest('hex')
      .slice(0, 32)
    base = `${CACHE_DIR}${key}`
    return {
      photo: readFileSync(`${base}.jpg`),
      thumbnail: readFileSync(`${base}-thumbnail.jpg`),
      drawn: false,
    }
  } catch {
    // not drawn yet (or the cache is unreadable): draw it
  }
  const photos = renderLandscapeJpegs(spec, seed, size)
  if (base) {
    try {
      mkdirSync(CACHE_DIR, { recursive: true })
      // thumbnail first, photo last: a photo in the cache means its thumbnail is there too
      for (const [file, bytes] of [
        [`${base}-thumbnail.jpg`, photos.thumbnail],
        [`${base}.jpg`, photos.photo],
      ] as const) {
        const temporary = `${file}.${process.pid}.tmp`
        writeFileSync(temporary, bytes)
        renameSync(temporary, file)
      }
    } catch {
      // a read-only or full disk only costs the next run the drawing time
    }
  }
  return { ...photos, drawn: true }
}
