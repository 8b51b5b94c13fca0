// Every page against axe-core's WCAG 2.1 A and AA rules, on a phone and a desktop, signed out and signed
// in: the sweep one language's journeys run (tests/accessibility-*.test.ts, a file per language so the
// two run side by side).
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { AxeResults } from 'axe-core'
import { SUBSECTION_SLUGS } from '@travel/domain'
import { DEMO_USERS } from '@travel/local/seed'
import { listEvents } from './api'
import { DESKTOP, journey, PHONE } from './journey'

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
  await page.addScriptTag({ content: AXE_SOURCE })
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

/** The sweep's journeys in one language (`locale`), on a desktop and on a phone. */
export function accessibilityJourneys(locale: string, language: string) {
  const variants = [
    { viewport: DESKTOP, label: `${language} on a desktop` },
    { viewport: PHONE, label: `${language} on a phone` },
  ]
  for (const { viewport, label } of variants) {
    journey(
      `every page has no violations, ${label}, signed out and signed in`,
      async ({ page, env, step }) => {
        const [event] = await listEvents(env, { sections: ['route'] })
        if (!event) throw new Error('no seeded route')
        const resolve = (path: string) => (path === '{event}' ? `/events/${event._id}` : path)
        const violations: Violation[] = []
        await step('signed out', async () => {
          for (const path of PUBLIC_PAGES) violations.push(...(await axeViolations(page, resolve(path))))
        })
        await step('signed in', async () => {
          const user = DEMO_USERS[0]
          if (!user) throw new Error('no demo user')
          await signIn(page, user.email, user.password)
          await page.goto('/trips')
          const trip = await page.locator('a[href^="/trips/"]').first().getAttribute('href')
          if (!trip) throw new Error('the demo user has no trip')
          for (const path of SIGNED_IN_PAGES) {
            const found = await axeViolations(page, path === '{trip}' ? trip : resolve(path))
            violations.push(...found.map((v) => ({ ...v, page: `${v.page} (signed in)` })))
          }
        })
        expect(violations).toEqual([])
      },
      // the not-found page answers the missing path with a 404 on purpose
      { locale, viewport, timeout: 240_000, allowConsoleErrors: [/404/], bypassCsp: true },
    )
  }
}
