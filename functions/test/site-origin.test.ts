// The site's origin comes from configuration only: what SITE_ORIGIN may be, what the pages function does
// without it, and the predeploy check that refuses such a deploy.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { deployConfigProblems, deployedEnvironment, parseDotenv } from '../src/deploy/deploy-config'
import { unconfiguredPagesApp } from '../src/pages/pages-app'
import { siteOriginOf } from '../src/pages/site-origin'

describe('SITE_ORIGIN', () => {
  it('is an https origin, normalised; http only on a loopback host (the emulators)', () => {
    expect(siteOriginOf('https://example.com')).toEqual({ ok: true, origin: 'https://example.com' })
    expect(siteOriginOf(' https://Example.com/ ')).toEqual({ ok: true, origin: 'https://example.com' })
    expect(siteOriginOf('https://example.com:8443')).toEqual({ ok: true, origin: 'https://example.com:8443' })
    expect(siteOriginOf('http://127.0.0.1:5000')).toEqual({ ok: true, origin: 'http://127.0.0.1:5000' })
    expect(siteOriginOf('http://localhost:5173')).toEqual({ ok: true, origin: 'http://localhost:5173' })
  })

  it('refuses a missing, relative, insecure or path-carrying value, saying what is wrong', () => {
    for (const value of [undefined, '', '  ', 'example.com', '/events', 'ftp://example.com'])
      expect(siteOriginOf(value).ok, String(value)).toBe(false)
    for (const value of [
      'http://example.com',
      'https://example.com/site',
      'https://example.com/?x=1',
      'https://example.com/#top',
      'https://user:pass@example.com',
    ])
      expect(siteOriginOf(value).ok, value).toBe(false)
    const missing = siteOriginOf(undefined)
    expect(!missing.ok && missing.problem).toMatch(/SITE_ORIGIN is not set.*docs\/deployment\.md/)
  })
})

describe('the pages function without SITE_ORIGIN', () => {
  it('serves no page: a 503 no cache keeps, in the visitor language, and a log line naming the cause', async () => {
    const logged: string[] = []
    const app = unconfiguredPagesApp('SITE_ORIGIN is not set.', (line) => logged.push(line))
    for (const path of ['/', '/sitemap.xml', '/events/abc']) {
      const res = await request(app)
        .get(path)
        .set('X-Forwarded-Host', 'evil.example')
        .set('Accept-Language', 'sk')
      expect(res.status).toBe(503)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.text).toContain('Nastala chyba')
      expect(res.text).not.toContain('evil.example')
    }
    expect(logged).toEqual([
      'The pages function cannot serve pages: SITE_ORIGIN is not set. (GET /)',
      'The pages function cannot serve pages: SITE_ORIGIN is not set. (GET /sitemap.xml)',
      'The pages function cannot serve pages: SITE_ORIGIN is not set. (GET /events/abc)',
    ])
  })
})

describe('the predeploy check', () => {
  it('reads dotenv files as Firebase does: comments, quotes, export, .env.<project> over .env', async () => {
    expect(
      parseDotenv('# a comment\nSITE_ORIGIN="https://a.example"\nexport CORS_ORIGINS=x # note\n\nBROKEN\n'),
    ).toEqual({ SITE_ORIGIN: 'https://a.example', CORS_ORIGINS: 'x' })
    const dir = await mkdtemp(join(tmpdir(), 'deploy-config-'))
    try {
      expect(deployConfigProblems(deployedEnvironment(dir, 'prod'))).toEqual([
        expect.stringContaining('SITE_ORIGIN is not set'),
      ])
      await writeFile(join(dir, '.env'), 'SITE_ORIGIN=http://example.com\n')
      expect(deployConfigProblems(deployedEnvironment(dir, 'prod'))).toHaveLength(1)
      await writeFile(join(dir, '.env.prod'), 'SITE_ORIGIN=https://example.com\n')
      expect(deployConfigProblems(deployedEnvironment(dir, 'prod'))).toEqual([])
      // another project's file does not configure this one
      expect(deployConfigProblems(deployedEnvironment(dir, 'staging'))).toHaveLength(1)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
