// Every page against axe-core's WCAG 2.1 A and AA rules, on a phone and a desktop, signed out and signed
// in: the sweep one language's journey runs (tests/accessibility-*.test.ts, a file per language so the
// two run side by side).
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { AxeResults } from 'axe-core'
import { SUBSECTION_SLUGS } from '@travel/domain'
import { DEMO_USERS } from '@travel/local/seed'
import { listEvents } from './api'
import { journey, PHONE } from './journey'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** Pages anyone can open; `{event}` is a seeded event. */
const PUBLIC_PAGES = [
  '/',
  '/events',
  '/events/section',
  '/events/camp',
  `/events/camp/${SUBSECTION_SLUGS.natural}`,
  '/events/route',
  `/events/route/${SUBSECTION_SLUGS.caravan_car}`,
  '/events/places',
  `/events/places/${SUBSECTION_SLUGS.views}`,
  '/events/itinerary',
  '{event}',
  '/sign-in',
  '/sign-up',
  '/privacy-policy',
  '/no-such-page',
]
/**
 * Pages that show a signed-in user something else (the add form, their events, wishlist, trips, profile);
 * `{trip}` is the first of the demo user's trips.
 */
const SIGNED_IN_PAGES = ['/', '{event}', '/my-events', '/wishlist', '/trips', '{trip}', '/profile']

export interface Violation {
  page: string
  rule: string
  impact: string
  help: string
  /** the offending elements' HTML, shortened */
  elements: string[]
}

/** axe-core's WCAG 2.1 A and AA violations of the page at `path`, once its screen is shown. */
export async function axeViolations(page: Page, path: string): Promise<Violation[]> {
  await page.goto(path, { waitUntil: 'networkidle' })
  // the screen itself, not the spinner shown while its code loads
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  return axeViolationsNow(page, path)
}

/**
 * The violations of the page as it is now (an open dialog too), named `label` in the findings; with
 * `within`, only of the elements that CSS selector matches and their content.
 */
export async function axeViolationsNow(page: Page, label: string, within?: string): Promise<Violation[]> {
  const path = label
  // once a page: checking it again at another width finds axe already there
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE })
  const results = await page.evaluate(
    ({ tags, selector }) =>
      (window as unknown as { axe: { run(c: Document | object, o: object): Promise<AxeResults> } }).axe.run(
        selector ? { include: [selector] } : document,
        {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        },
      ),
    { tags: WCAG_21_A_AA, selector: within ?? null },
  )
  return results.violations.map((v) => ({
    page: path,
    rule: v.id,
    impact: v.impact ?? '',
    help: v.help,
    elements: v.nodes.map((n) => n.html.slice(0, 160)),
  }))
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  // by field type, so the same steps work in either language
  await page.goto('/sign-in')
  const form = page.getByRole('form')
  await form.locator('input[type="email"]').fill(email)
  await form.locator('input[type="password"]').fill(password)
  await form.locator('button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/')
}

/** The widths a sweep checks each page at: `loadedAt` is the one it opens the page at. */
export interface SweepWidths {
  loadedAt: { width: number; height: number }
  resizedTo: { width: number; height: number }
}

const widthName = (size: { width: number }) => (size.width === PHONE.width ? 'on a phone' : 'on a desktop')

/**
 * The sweep's journey in one language (`locale`). Each page is opened once and checked at both widths:
 * at the width it was opened at, then resized to the other. Opening each page again only for the other
 * width was most of the sweep's time; the two languages' sweeps open their pages at opposite widths.
 */
export function accessibilityJourney(locale: string, language: string, { loadedAt, resizedTo }: SweepWidths) {
  journey(
    `every page in ${language} has no violations ${widthName(loadedAt)} and ${widthName(resizedTo)}, signed out and signed in`,
    async ({ page, env, step }) => {
      const [event] = await listEvents(env, { sections: ['route'] })
      if (!event) throw new Error('no seeded route')
      const resolve = (path: string) => (path === '{event}' ? `/events/${event._id}` : path)
      const violations: Violation[] = []
      const checkAtBothWidths = async (path: string, who: string) => {
        const named = (found: Violation[], size: { width: number }) =>
          found.map((v) => ({ ...v, page: `${v.page} ${widthName(size)}${who}` }))
        await page.setViewportSize(loadedAt)
        violations.push(...named(await axeViolations(page, path), loadedAt))
        await page.setViewportSize(resizedTo)
        // two frames: the resize's re-render (the header's menu, the breakpoint values) is on screen
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        )
        violations.push(...named(await axeViolationsNow(page, path), resizedTo))
      }
      await step('signed out', async () => {
        for (const path of PUBLIC_PAGES) await checkAtBothWidths(resolve(path), '')
      })
      await step('signed in', async () => {
        const user = DEMO_USERS[0]
        if (!user) throw new Error('no demo user')
        await page.setViewportSize(loadedAt)
        await signIn(page, user.email, user.password)
        await page.goto('/trips')
        const trip = await page.locator('a[href^="/trips/"]').first().getAttribute('href')
        if (!trip) throw new Error('the demo user has no trip')
        for (const path of SIGNED_IN_PAGES) {
          await checkAtBothWidths(path === '{trip}' ? trip : resolve(path), ' (signed in)')
        }
      })
      expect(violations).toEqual([])
    },
    // the not-found page answers the missing path with a 404 on purpose
    { locale, viewport: loadedAt, timeout: 240_000, allowConsoleErrors: [/404/], bypassCsp: true },
  )
}
