// npm run size:report: what the production build of the web app is made of, from Vite's manifest and the
// source maps (no visualiser dependency): the first load by package, and what each lazy module adds.
// `npm run size` measures what a browser loads per route; this report says why.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface SourceMap {
  sources: string[]
  mappings: string
}

const webRoot = fileURLToPath(new URL('../web', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'bundle-report-'))
const topN = Number(process.env.REPORT_TOP ?? 25)
const detail = process.argv[2]

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)

try {
  await build({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: true },
  })
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const read = (file: string) => readFileSync(join(outDir, file))
  const gzipOf = new Map<string, number>()
  const gzip = (file: string) => {
    let size = gzipOf.get(file)
    if (size === undefined) gzipOf.set(file, (size = gzipSync(read(file), { level: 9 }).length))
    return size
  }

  /** The chunk keys a chunk pulls in before it runs: itself and its static imports, transitively. */
  const staticClosure = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into
    into.add(key)
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, into)
    return into
  }
  const sum = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gzip(manifest[k]?.file ?? ''), 0)

  // index.html runs only src/app/rendering/boot.ts, which imports the app (src/app/rendering/main.tsx)
  // once the page has loaded: both are every page's first load. They are the chunks vite.config.ts names `boot` and `app`
  // (a chunk group, so the manifest marks no entry).
  const firstLoadChunks = Object.keys(manifest).filter((k) =>
    ['boot', 'app'].includes(manifest[k]?.name ?? ''),
  )
  if (firstLoadChunks.length !== 2) throw new Error('the manifest has no chunks named boot and app')
  const firstLoad = new Set<string>()
  for (const key of firstLoadChunks) staticClosure(key, firstLoad)

  console.log(`First load (index.html): ${firstLoad.size} chunks, ${kb(sum(firstLoad)).trim()} KB gzip`)
  for (const key of [...firstLoad].sort((a, b) => gzip(manifest[b]!.file) - gzip(manifest[a]!.file))) {
    console.log(`  ${kb(gzip(manifest[key]!.file))}  ${manifest[key]!.file}`)
  }

  // Which packages fill the first load: each chunk's minified bytes attributed to its sources through the
  // source map, then scaled by the chunk's gzip ratio (an estimate; gzip does not split exactly).
  const byOrigin = new Map<string, number>()
  for (const key of firstLoad) {
    const file = manifest[key]!.file
    const code = read(file).toString('utf8')
    const ratio = gzip(file) / Math.max(1, Buffer.byteLength(code))
    let map: SourceMap
    try {
      map = JSON.parse(read(`${file}.map`).toString('utf8')) as SourceMap
    } catch {
      byOrigin.set('(no source map)', (byOrigin.get('(no source map)') ?? 0) + gzip(file))
      continue
    }
    for (const [source, bytes] of bytesPerSource(code, map)) {
      const origin = originOf(source)
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + bytes * ratio)
    }
  }
  console.log(`\nFirst load by origin (estimated gzip KB, top ${topN}):`)
  for (const [origin, bytes] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, topN)) {
    console.log(`  ${kb(bytes)}  ${origin}`)
  }

  console.log('\nLazy modules: KB gzip they add to the first load')
  const lazy = Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry)
  const rows = lazy.map((key) => {
    const extra = [...staticClosure(key)].filter((k) => !firstLoad.has(k))
    return { key, added: sum(extra), chunks: extra }
  })
  for (const r of rows.sort((a, b) => b.added - a.added)) {
    const n = r.chunks.length
    console.log(`  ${kb(r.added)}  ${r.key} (${n} chunk${n === 1 ? '' : 's'})`)
    if (detail && r.key.includes(detail)) {
      const files = r.chunks.map((k) => manifest[k]!.file).sort((a, b) => gzip(b) - gzip(a))
      for (const file of files) console.log(`           ${kb(gzip(file))}  ${file}`)
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
}

/** node_modules package name, or the app folder (web/src/features/events …) a source belongs to. */
function originOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (pkg?.[1]) return pkg[1]
  const app = /(web\/src\/(?:features\/[^/]+|[^/]+)|domain\/src)/.exec(source)
  return app?.[1] ?? source
}

/** Generated bytes per original source, by decoding the source map's mappings (base64 VLQ). */
function bytesPerSource(code: string, map: SourceMap): Map<string, number> {
  const digits = new Map(
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
  )
  const decode = (segment: string) => {
    const values: number[] = []
    let value = 0
    let shift = 0
    for (const char of segment) {
      const digit = digits.get(char) ?? 0
      value += (digit & 31) << shift
      if (digit & 32) shift += 5
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1)
        value = 0
        shift = 0
      }
    }
    return values
  }
  const lines = code.split('\n')
  const result = new Map<string, number>()
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    const points: { column: number; source: string }[] = []
    let column = 0
    for (const segment of line ? line.split(',') : []) {
      const [dColumn = 0, dSource] = decode(segment)
      column += dColumn
      if (dSource !== undefined) sourceIndex += dSource
      points.push({
        column,
        source: dSource === undefined ? '(unmapped)' : (map.sources[sourceIndex] ?? '?'),
      })
    }
    const length = lines[lineIndex]?.length ?? 0
    points.forEach((point, i) => {
      const end = points[i + 1]?.column ?? length
      result.set(point.source, (result.get(point.source) ?? 0) + end - point.column)
    })
  })
  return result
}
