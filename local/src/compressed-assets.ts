// A Vite plugin that makes `vite preview` answer as Hosting does, with Brotli or gzip and long-cached
// /assets/**, so Lighthouse and the size scripts measure what a browser receives. Files are compressed at
// start and kept in memory; a later one on its first request (docs/local-stack.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
/** What Hosting puts on /assets/** (content-hashed names), as set in firebase.json. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Encoding = 'br' | 'gzip'

function preferredEncoding(req: IncomingMessage): Encoding | null {
  const accepted = String(req.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

function compress(raw: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(raw, { level: 9 })
}

/** Every file under `dir` with a type the middleware serves compressed. */
function compressibleFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TYPES[extname(entry.name)])
    .map((entry) => join(entry.parentPath, entry.name))
}

export function compressedAssets(): Plugin {
  const cache = new Map<string, Buffer>()
  return {
    name: 'travel:compressed-assets',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      for (const file of compressibleFiles(outDir)) {
        const raw = readFileSync(file)
        for (const encoding of ['br', 'gzip'] as const)
          cache.set(`${encoding}:${file}`, compress(raw, encoding))
      }
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const encoding = preferredEncoding(req)
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
        const type = TYPES[extname(pathname)]
        if (!encoding || !type) return next()
        const file = normalize(join(outDir, pathname))
        if (!file.startsWith(outDir + sep) || !existsSync(file) || !statSync(file).isFile()) return next()
        const key = `${encoding}:${file}`
        let body = cache.get(key)
        if (!body) cache.set(key, (body = compress(readFileSync(file), encoding)))
        res.statusCode = 200
        res.setHeader('Content-Type', type)
        res.setHeader('Content-Encoding', encoding)
        res.setHeader('Content-Length', body.length)
        res.setHeader('Vary', 'Accept-Encoding')
        res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache')
        res.end(req.method === 'HEAD' ? undefined : body)
      })
    },
  }
}
