// One journey = one test with its own browser context in the shared Chromium. A console error or an
// uncaught exception on any page fails it; a failure saves a screenshot of every open page and the
// console errors to e2e/artifacts/, named after the journey and the step that failed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, test } from 'vitest'
import { ARTIFACTS_DIR } from './artifacts'
import { e2eEnvironment, type E2eEnvironment } from './environment'

export { ARTIFACTS_DIR }

export const DESKTOP = { width: 1280, height: 900 }
export const PHONE = { width: 390, height: 844 }

export interface JourneyOptions {
  /** browser language, e.g. 'sk-SK' (default en-US) */
  locale?: string
  viewport?: { width: number; height: number }
  /**
   * console errors this journey provokes on purpose (e.g. a 404 it asks for), matched against the
   * message followed by the resource's address in brackets
   */
  allowConsoleErrors?: RegExp[]
  /** leave the cookie banner up (default: the visitor has already declined it) */
  cookieBanner?: boolean
  /**
   * let the journey inject its own scripts past the site's Content-Security-Policy (the accessibility
   * sweep adds axe-core to each page; the policy itself is tested by the security headers journey)
   */
  bypassCsp?: boolean
  /** false: a browser that runs no JavaScript (what the server-rendered pages alone show) */
  javaScript?: boolean
  /**
   * let the site install its service worker. Off unless a journey is about it (offline use, updates, and
   * the member's main journey): it precaches every screen's files in each new context, the largest
   * single cost of the run, and a first visit is served without it anyway.
   */
  serviceWorker?: boolean
  timeout?: number
}

/**
 * The photo of an event another journey deleted while this page listed it: its file answers 404. A page
 * listing every event may meet one, as journeys run side by side on one stack.
 */
export const DELETED_EVENT_PHOTO = /status of 404 \(Not Found\) \(http[^)]*\/o\/events%2F[^)]*\)$/

export interface Journey {
  page: Page
  context: BrowserContext
  env: E2eEnvironment
  /** names the part of the journey that runs, for the failure report */
  step<T>(name: string, run: () => Promise<T>): Promise<T>
}

let browserPromise: Promise<Browser> | undefined

function sharedBrowser(): Promise<Browser> {
  browserPromise ??= chromium.connect(e2eEnvironment().wsEndpoint)
  return browserPromise
}

afterAll(async () => {
  if (browserPromise) await (await browserPromise).close()
  browserPromise = undefined
})

export async function newJourneyContext(
  env: E2eEnvironment,
  {
    locale = 'en-US',
    viewport = DESKTOP,
    cookieBanner = false,
    bypassCsp = false,
    javaScript = true,
    serviceWorker = false,
  }: JourneyOptions = {},
): Promise<BrowserContext> {
  const browser = await sharedBrowser()
  const context = await browser.newContext({
    baseURL: env.webUrl,
    locale,
    viewport,
    acceptDownloads: true,
    bypassCSP: bypassCsp,
    javaScriptEnabled: javaScript,
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  })
  context.setDefaultTimeout(15_000)
  context.setDefaultNavigationTimeout(30_000)
  if (!cookieBanner) {
    // Journeys about other things start as a visitor who already answered the banner, so it never
    // covers the controls they use; the cookie journey tests the banner itself.
    await context.addCookies([{ name: 'cookieConsent', value: 'false', url: env.webUrl }])
  }
  return context
}

export function journey(
  name: string,
  body: (journey: Journey) => Promise<void>,
  options: JourneyOptions = {},
) {
  const timeout = options.timeout ?? 120_000
  // E2E_REPEATS=19 runs each journey 20 times in a row, each run reported on its own: how a journey that
  // fails now and then is caught (docs/testing.md)
  const repeats = Number(process.env.E2E_REPEATS) || 0
  if (!repeats) return void test(name, { timeout }, () => runJourney(name, body, options))
  for (let run = 1; run <= repeats + 1; run++) {
    const runName = `${name} (run ${run})`
    test(runName, { timeout }, () => runJourney(runName, body, options))
  }
}

/** One journey in a fresh context; throws (after saving the artifacts) when it fails. */
export async function runJourney(
  name: string,
  body: (journey: Journey) => Promise<void>,
  options: JourneyOptions = {},
): Promise<void> {
  const env = e2eEnvironment()
  const context = await newJourneyContext(env, options)
  const consoleErrors: string[] = []
  const allowed = (text: string) => (options.allowConsoleErrors ?? []).some((re) => re.test(text))
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = `${message.text()} (${message.location().url})`
    if (!allowed(text)) consoleErrors.push(`${message.page()?.url() ?? '?'}: ${text}`)
  })
  context.on('weberror', (error) => {
    const text = String(error.error())
    if (!allowed(text)) consoleErrors.push(`${error.page()?.url() ?? '?'}: uncaught ${text}`)
  })
  const page = await context.newPage()
  if (options.javaScript !== false) waitForHydrationOnLoad(page)
  let currentStep = 'opening the browser'
  const step = async <T>(stepName: string, run: () => Promise<T>): Promise<T> => {
    currentStep = stepName
    return run()
  }
  try {
    await body({ page, context, env, step })
    currentStep = 'checking the console'
    if (consoleErrors.length) {
      throw new Error(`The browser console reported errors:\n${consoleErrors.join('\n')}`)
    }
  } catch (error) {
    await saveArtifacts(name, currentStep, context, consoleErrors, error)
    throw error instanceof Error
      ? Object.assign(error, { message: `[step: ${currentStep}] ${error.message}` })
      : error
  } finally {
    await context.close()
  }
}

/** The file name (without extension) of a journey's failure artifacts. */
export function artifactBase(name: string): string {
  return `${ARTIFACTS_DIR}${slug(name)}`
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
}

async function saveArtifacts(
  name: string,
  step: string,
  context: BrowserContext,
  consoleErrors: string[],
  error: unknown,
): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const base = artifactBase(name)
  const pages = context.pages()
  await Promise.all(
    pages.map((p, i) =>
      p
        .screenshot({ path: `${base}${i ? `-${i}` : ''}.png`, fullPage: true, timeout: 10_000 })
        .catch(() => undefined),
    ),
  )
  const report = [
    `journey: ${name}`,
    `failed step: ${step}`,
    `pages: ${pages.map((p) => p.url()).join(', ')}`,
    '',
    `error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    '',
    `console errors (${consoleErrors.length}):`,
    ...consoleErrors,
    '',
  ].join('\n')
  writeFileSync(`${base}.txt`, report)
}

/**
 * A new page in a journey's extra context (a second traveller, the moderator) that, like the journey's
 * own page, waits after each full load until the app has hydrated it.
 */
export async function newJourneyPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  waitForHydrationOnLoad(page)
  return page
}

/**
 * A server-rendered page is on screen before it answers clicks and typing: after each full load
 * (goto, reload), wait until the app has hydrated it (docs/rendering.md), as a reader's first tap
 * usually does.
 */
function waitForHydrationOnLoad(page: Page): void {
  const hydrated = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args)
    await hydrated()
    return response
  }
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args)
    await hydrated()
    return response
  }
}
