// A new version deployed while a reader has the site open (docs/offline.md): the page keeps its version
// until the reader accepts the prompt, then reloads into the new one. The journey serves a copy of the
// production build, then deploys a changed page and service worker, as `vite build` would write them.
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect } from 'vitest'
import { ARTIFACTS_DIR, journey, PHONE } from '../src/journey'

const BUILD = fileURLToPath(new URL('../../web/dist/', import.meta.url))

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves `root` as Hosting does the site's files, and every other path the app shell (`shell.html`, which
 * renders in the browser): what the page is made of does not matter to updates, only the worker's list.
 */
function serveBuild(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(root, path)
    const found = file.startsWith(root) && existsSync(file) && extname(file) !== ''
    const served = found ? file : join(root, 'shell.html')
    response.writeHead(200, {
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    })
    response.end(readFileSync(served))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

/** A new deployment: the page changes, and so does its revision in the service worker's precache list. */
function deployNewVersion(root: string): void {
  const page = readFileSync(join(root, 'shell.html'), 'utf8')
  const newPage = page.replace('<head>', '<head><meta name="app-version" content="2">')
  writeFileSync(join(root, 'shell.html'), newPage)
  const revision = createHash('md5').update(newPage).digest('hex')
  const worker = readFileSync(join(root, 'sw.js'), 'utf8')
  const updated = worker.replace(
    /\{"revision":"[0-9a-f]+","url":"shell\.html"\}/,
    `{"revision":"${revision}","url":"shell.html"}`,
  )
  expect(updated).not.toBe(worker)
  writeFileSync(join(root, 'sw.js'), updated)
}

// The journeys run on the production build unless E2E_WEB_MODE=dev, which has no service worker.
describe.skipIf(process.env.E2E_WEB_MODE === 'dev')('a new version', () => {
  const root = mkdtempSync(join(tmpdir(), 'e2e-update-'))
  let server: Server | undefined
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    rmSync(root, { recursive: true, force: true })
  })

  journey(
    'is offered with a prompt and loads only when the reader accepts it',
    async ({ page, context, step }) => {
      cpSync(BUILD, root, { recursive: true })
      server = await serveBuild(root)
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      await context.addCookies([{ name: 'cookieConsent', value: 'false', url: origin }])
      const appVersion = () =>
        page.evaluate(
          () => document.querySelector('meta[name="app-version"]')?.getAttribute('content') ?? '1',
        )

      await step('the first version installs its service worker', async () => {
        await page.goto(`${origin}/privacy-policy`)
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready
        })
        await page.reload()
        await page.getByRole('heading', { level: 1 }).waitFor()
        expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
      })

      await step(
        'a new version is deployed: the page offers it and keeps the old one meanwhile',
        async () => {
          deployNewVersion(root)
          // the open tab's hourly check (or the next navigation) looks for a new service worker; a reload
          // would fetch the new page itself, since pages come from the network first
          await page.evaluate(async () => {
            await (await navigator.serviceWorker.getRegistration())?.update()
          })
          const prompt = page.getByRole('alertdialog', { name: 'A new version of the site is available.' })
          await prompt.waitFor({ timeout: 30_000 })
          expect(await appVersion()).toBe('1')
          mkdirSync(ARTIFACTS_DIR, { recursive: true })
          await page.screenshot({ path: join(ARTIFACTS_DIR, 'update-prompt-phone.png') })
        },
      )

      await step('accepting it reloads the page into the new version', async () => {
        await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()])
        await page.getByRole('heading', { level: 1 }).waitFor()
        expect(await appVersion()).toBe('2')
        await expect(
          page.getByRole('alertdialog', { name: 'A new version of the site is available.' }).count(),
        ).resolves.toBe(0)
      })
    },
    { viewport: PHONE, serviceWorker: true },
  )
})
