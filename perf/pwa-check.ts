// npm run perf:pwa: the checks Lighthouse's PWA category made before Lighthouse 12 dropped it, on the
// production build (docs/offline.md): installable, controlled by the service worker, the start URL offline,
// and what the precache costs a first visit. Fails when a check fails.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { launchChromium } from '@travel/e2e/chromium'
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
  /** the manifest as Chromium fetched it */
  data?: string
  url: string
}

interface Manifest {
  name?: string
  short_name?: string
  start_url?: string
  display?: string
  icons?: { sizes?: string; purpose?: string }[]
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
  const parsed = JSON.parse(manifest.data ?? '{}') as Manifest
  const icons = (parsed.icons ?? []).map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
  console.log(
    `      name "${parsed.name}", short name "${parsed.short_name}", display ${parsed.display}, start ${parsed.start_url}, icons ${icons.join(', ')}`,
  )
  await cdp.detach()
}

await withProductionStack(async (stack) => {
  // a profile of its own: Chromium never offers to install from an incognito window
  const context = await launchChromium({ locale: 'en-US' })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
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
    await context.close()
  }
})

if (failures.length) {
  console.error(`\n${failures.length} check(s) failed`)
  process.exitCode = 1
}
