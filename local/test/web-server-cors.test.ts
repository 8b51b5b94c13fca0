// The local web servers answer their own origin only: Vite's default CORS would hand the app's files and
// the proxied API to any page on http://localhost:* (another app a developer runs, a hostile page on a
// local port). Vite's real preview server with the options the local stack gives it, over a tiny build.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preview, type PreviewServer } from 'vite'
import { freePort } from '../src/ports'
import { webServerOptions } from '../src/web-server'

let dir: string
let server: PreviewServer
let origin: string

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'web-cors-'))
  await mkdir(join(dir, 'dist', 'assets'), { recursive: true })
  await writeFile(join(dir, 'dist', 'index.html'), '<!doctype html><title>app</title>')
  await writeFile(join(dir, 'dist', 'assets', 'app.js'), 'export {}')
  const port = await freePort()
  server = await preview({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    preview: webServerOptions(port, {}),
  })
  const address = server.httpServer.address() as AddressInfo
  origin = `http://localhost:${address.port}`
})

afterAll(async () => {
  await server?.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the local preview server', () => {
  it('sends no CORS headers to another localhost origin, for a file or a preflight', async () => {
    for (const other of ['http://localhost:1234', 'http://127.0.0.1:5555', 'https://evil.example']) {
      const file = await fetch(`${origin}/assets/app.js`, { headers: { Origin: other } })
      expect(file.status).toBe(200)
      expect(file.headers.get('access-control-allow-origin'), other).toBeNull()
      const preflight = await fetch(`${origin}/api/events`, {
        method: 'OPTIONS',
        headers: { Origin: other, 'Access-Control-Request-Method': 'POST' },
      })
      expect(preflight.headers.get('access-control-allow-origin'), other).toBeNull()
    }
  })
})
