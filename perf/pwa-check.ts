// npm run perf:pwa: the checks Lighthouse's PWA category made before Lighthouse 12 dropped it, on the
// production build with the demo data (docs/offline.md), and what the service worker costs a first visit.
//   - installable: Chromium's own verdict (CDP Page.getInstallabilityErrors) and its parsed manifest
//     (Page.getAppManifest: errors, name, icons, display, start URL) in English and Slovak
//   - a service worker controls the page after the first load
//   - the start URL answers 200 and renders with the network cut
//   - the precache: files and size (raw and gzip -9, as Hosting would send them), how much of it the first
//     page had loaded anyway, and how long installing took after the page's load event
// Fails (exit 1) when a check fails.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/src/chromium'
import { withProductionStack } from './measure-stack'

const dist = fileURLToPath(new URL('../web/dist/', import.meta.url))
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const failures: string[] = []
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}`)
  if (!ok) failures.push(what)
}

/** The build's precache list, read from the service worker vite-plugin-pwa wrote. */
function precacheList(): string[] {
  const worker = readFileSync(`${dist}sw.js`, 'utf8')
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '')
}

interface AppManifestResult {
  errors: { message: string }[]
  parsed?: {
    name?: string
    shortName?: string
    startUrl?: string
    display?: string
    icons?: { url: string; sizes?: { width: number; height: number }[]; purpose?: string[] }[]
  }
  url: string
}

async function installability(page: Page, label: string) {
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  check(
    installabilityErrors.length === 0,
    `${label}: installable (Page.getInstallabilityErrors: ${installabilityErrors.map((e) => e.errorId).join(', ') || 'none'})`,
  )
  const manifest = (await cdp.send('Page.getAppManifest')) as AppManifestResult
  check(manifest.errors.length === 0, `${label}: manifest ${manifest.url} parses without errors`)
  const parsed = manifest.parsed
  const sizes = (parsed?.icons ?? []).flatMap((icon) =>
    (icon.sizes ?? []).map((s) => `${s.width}${(icon.purpose ?? []).includes('MASKABLE') ? 'm' : ''}`),
  )
  console.log(
    `      name "${parsed?.name}", short name "${parsed?.shortName}", display ${parsed?.display}, start ${parsed?.startUrl}, icons ${sizes.join(' ')}`,
  )
  await cdp.detach()
}

await withProductionStack(async (stack) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    const loadedByPage = new Set<string>()
    page.on('response', (response) => loadedByPage.add(new URL(response.url()).pathname.replace(/^\//, '')))

    await page.goto(`${stack.webUrl}/`, { waitUntil: 'load' })
    const installMs = await page.evaluate(async () => {
      const loaded = performance.getEntriesByType('navigation')[0]?.duration ?? 0
      await navigator.serviceWorker.ready
      return performance.now() - loaded
    })
    await installability(page, 'English')
    await page.getByRole('button', { name: /^SK/ }).click()
    await page.waitForFunction(() => document.documentElement.lang === 'sk')
    await installability(page, 'Slovak')

    await page.reload({ waitUntil: 'load' })
    check(
      await page.evaluate(() => Boolean(navigator.serviceWorker.controller)),
      'a service worker controls the page',
    )

    await context.setOffline(true)
    const offline = await page.goto(`${stack.webUrl}/`)
    await page.getByRole('heading', { level: 1 }).waitFor()
    check(offline?.status() === 200, `the start URL answers ${offline?.status()} offline and renders`)
    await context.setOffline(false)

    const files = precacheList()
    const sizes = files.map((file) => {
      const body = readFileSync(`${dist}${file}`)
      return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
    })
    const sum = (list: typeof sizes, key: 'raw' | 'gzip') => list.reduce((n, s) => n + s[key], 0)
    const extra = sizes.filter((s) => !loadedByPage.has(s.file))
    console.log(
      `\nprecache: ${files.length} files, ${kb(sum(sizes, 'raw'))} KB raw, ${kb(sum(sizes, 'gzip'))} KB gzip`,
    )
    console.log(
      `first visit: the page itself loaded ${sizes.length - extra.length} of them; the worker downloads ${extra.length} more, ${kb(sum(extra, 'gzip'))} KB gzip, after the load event; installed ${Math.round(installMs)} ms after it`,
    )
  } finally {
    await browser.close()
  }
})

if (failures.length) {
  console.error(`\n${failures.length} check(s) failed`)
  process.exitCode = 1
}
