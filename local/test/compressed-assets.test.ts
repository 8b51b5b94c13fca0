// The preview server answers like Firebase Hosting: compressed JavaScript and CSS, /assets/** cached for a
// year, and nothing outside the build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressedAssets } from '../src/compressed-assets'

const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))}\n`
let root: string
let server: PreviewServer
let base: string

/** A raw GET (fetch would decompress and hide what the server sent). */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((done, fail) => {
    const req = request(`${base}${path}`, {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', fail)
    req.end()
  })
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compressed-assets-'))
  mkdirSync(join(root, 'dist/assets'), { recursive: true })
  writeFileSync(join(root, 'dist/index.html'), '<!doctype html><title>t</title>')
  writeFileSync(join(root, 'dist/assets/app-abc123.js'), script)
  writeFileSync(join(root, 'dist/robots.txt'), 'User-agent: *\nAllow: /\n')
  writeFileSync(join(root, 'secret.js'), 'not part of the build')
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [compressedAssets()],
    preview: { port: 0, host: '127.0.0.1' },
  })
  const address = server.httpServer.address() as AddressInfo
  base = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the preview server of the production build', () => {
  it('sends JavaScript with Brotli to a browser that accepts it, cached like Hosting caches /assets', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br')
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.body.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(res.body).toString()).toBe(script)
  })

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gzip = await get('/assets/app-abc123.js', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('serves files outside /assets without the long cache', async () => {
    const res = await get('/robots.txt', 'br')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(res.body).toString()).toContain('User-agent')
  })

  it('never serves a file from outside the build', async () => {
    const res = await get('/..%2Fsecret.js', 'br')
    expect(res.body.toString()).not.toContain('not part of the build')
  })
})
