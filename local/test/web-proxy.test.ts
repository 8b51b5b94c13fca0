// The dev server's /api proxy under a busy session's traffic: thousands of requests of every kind all get
// their answer, and the site still serves a page and the API afterwards. The production build's proxy gets
// the same traffic in the browser journeys (e2e/tests/proxy-traffic.test.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApiServer, type ApiServer } from '../src/api-server'
import { freePort } from '../src/ports'
import { BUCKET } from '../src/stack'
import { sendMixedTraffic, TRAFFIC_KINDS } from '../src/traffic'
import { startWebServer, type WebServer } from '../src/web-server'

const dataDir = mkdtempSync(join(tmpdir(), 'web-proxy-'))
let api: ApiServer
let web: WebServer

beforeAll(async () => {
  const webPort = await freePort()
  api = await startApiServer({
    port: await freePort(),
    dataDir,
    bucket: BUCKET,
    corsOrigins: [`http://localhost:${webPort}`],
    storageOrigins: ['http://127.0.0.1:9'],
    saveAccounts: () => Promise.resolve(),
  })
  web = await startWebServer({
    port: webPort,
    apiUrl: api.url,
    events: api.events,
    sharedLists: api.sharedLists,
    mode: 'dev',
  })
}, 120_000)

afterAll(async () => {
  await web?.stop()
  await api?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the dev server proxy', () => {
  it(
    'answers 3,000 mixed API requests, then still serves a page and the API',
    { timeout: 300_000 },
    async () => {
      const report = await sendMixedTraffic(web.url, { requests: 3000, concurrency: 8 })

      expect(report.failures).toEqual([])
      for (const kind of TRAFFIC_KINDS) expect(report.ok[kind]).toBe(300)

      const page = await fetch(`${web.url}/privacy-policy`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<h1')
      const health = await fetch(`${web.url}/api/health`, { signal: AbortSignal.timeout(10_000) })
      expect(await health.json()).toEqual({ success: true, data: { status: 'ok' } })
    },
  )
})
