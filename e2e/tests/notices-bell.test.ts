// The bell and the e-mails (docs/notices.md): a suggested edit rings the author's bell and mails them in
// their language, the mail's links lead to the suggestions and turn its e-mails off signed out, and the
// suggester's bell tells of the decision. axe checks the notices, the settings card and the unsubscribe page.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { describe, expect } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import type { AxeResults } from 'axe-core'
import { createAccount, signIn } from '../src/accounts'
import { publishCamp } from '../src/camps'
import type { E2eEnvironment } from '../src/environment'
import { DESKTOP, journey, newJourneyContext, newJourneyPage, PHONE } from '../src/journey'
import { waitForPath } from '../src/screen'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, or in one part of it. */
async function axeViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE })
  const results = await page.evaluate(
    ([tags, part]) =>
      (window as unknown as { axe: { run(c: unknown, o: object): Promise<AxeResults> } }).axe.run(
        part ? { include: [part] } : document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    [WCAG_21_A_AA, include ?? ''] as const,
  )
  const where = new URL(page.url()).pathname + (include ? ` ${include}` : '')
  return results.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact ?? ''}) ${v.help}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`,
  )
}

/** The console errors of a journey's extra context (the journey's own is watched by `journey`). */
function consoleErrorsOf(context: BrowserContext): string[] {
  const errors: string[] = []
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.page()?.url() ?? '?'}: ${message.text()}`)
  })
  context.on('weberror', (error) =>
    errors.push(`${error.page()?.url() ?? '?'}: uncaught ${String(error.error())}`),
  )
  return errors
}

interface InboxMail {
  id: string
  subject: string
  text: string
  html: string
  to: { address: string }[]
}

/** The mails MailDev holds for an address, waiting (up to `timeout`) until there are `count`. */
async function mailsTo(
  env: E2eEnvironment,
  address: string,
  count = 1,
  timeout = 30_000,
): Promise<InboxMail[]> {
  if (!env.inboxUrl) throw new Error('the stack gave no MailDev inbox (E2eEnvironment.inboxUrl)')
  const url = `${env.inboxUrl}/api/email?${new URLSearchParams({ 'to.address': address }).toString()}`
  let mails: InboxMail[] = []
  await expect
    .poll(
      async () => {
        const response = await fetch(url)
        mails = response.ok ? ((await response.json()) as InboxMail[]) : []
        return mails.length
      },
      { timeout, interval: 250, message: `mails to ${address} in MailDev` },
    )
    .toBeGreaterThanOrEqual(count)
  return mails
}

/** The address of a link in a mail's HTML, by the link's text. */
function htmlLink(html: string, text: string): string {
  const found = [...html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)].find(([, , label]) => label === text)
  if (!found?.[1]) throw new Error(`the mail's HTML has no link "${text}"`)
  return found[1]
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
}

/** The address on a line of a mail's plain text, after its label ("Label: https://…"). */
function textLink(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`${label}: `))
  if (!line) throw new Error(`the mail's text has no line "${label}: …"`)
  return line.slice(label.length + 2).trim()
}

describe('the notices bell', () => {
  journey(
    'rings for a suggested edit, mails the author in Slovak and tells the suggester of the decision',
    async ({ page, env, step }) => {
      const author = await createAccount(env, 'author')
      const suggester = await createAccount(env, 'suggester')
      const title = `Meadow of notices ${author.username.slice(-8)}`
      const event = await publishCamp(env, author, title, 'Slovenia')
      const link = `https://www.openstreetmap.org/?mlat=46.3601&mlon=13.7031&z=${Date.now() % 1000}`
      const description = 'A meadow by the river with room for three caravans. The tap is gone since May.'
      const reason = 'We stayed there last week: the tap is gone, and here is the spot on OpenStreetMap.'
      const violations: string[] = []

      // The author reads in Slovak on a desktop; the suggester, in English on a phone (the journey's page).
      const authorContext = await newJourneyContext(env, {
        locale: 'sk-SK',
        viewport: DESKTOP,
        bypassCsp: true,
      })
      const authorErrors = consoleErrorsOf(authorContext)
      try {
        const authorPage = await newJourneyPage(authorContext)
        const authorBell = (name: string) =>
          authorPage.getByRole('banner').getByRole('link', { name, exact: true })

        await step('the author signs in in Slovak, nothing under the bell', async () => {
          // signing in tells the API the language of the author's e-mails
          await signIn(authorPage, author, 'sk')
          await authorBell('Oznámenia').waitFor()
        })

        await step('a traveller on a phone suggests a map link and a description, saying why', async () => {
          await signIn(page, suggester)
          await page.goto(`/events/${event._id}`)
          await page.getByRole('button', { name: 'Suggest an edit' }).click()
          const dialog = page.getByRole('dialog', { name: `Suggest an edit of “${title}”` })
          await dialog.getByLabel('Map or itinerary link').fill(link)
          await dialog.getByRole('textbox', { name: /^Description/ }).fill(description)
          await dialog.getByLabel(/^Why\?/).fill(reason)
          await dialog.getByRole('button', { name: 'Send the suggestion' }).click()
          await dialog.getByText(`Thank you. ${author.username} will decide`, { exact: false }).waitFor()
        })

        await step("the author's bell says 1 unread and leads to the notice", async () => {
          await authorPage.reload()
          await authorBell('Oznámenia, 1 neprečítané').click()
          await waitForPath(authorPage, '/notices')
          await authorPage.getByRole('heading', { level: 1, name: 'Oznámenia' }).waitFor()
          const notice = authorPage
            .getByRole('listitem')
            .filter({ hasText: `Návrh úpravy · ${suggester.username}` })
          await notice.getByText(reason).waitFor()
          await notice.getByText('Nové', { exact: true }).waitFor()
          violations.push(...(await axeViolations(authorPage)))
          // seen on screen, the notice is marked read: the bell goes quiet
          await authorBell('Oznámenia').waitFor()
          await notice.getByRole('link', { name: 'Posúdiť návrh' }).click()
          await waitForPath(authorPage, '/suggestions')
          await authorPage
            .getByRole('listitem')
            .filter({ hasText: suggester.username })
            .getByText(reason)
            .waitFor()
        })

        const mail = await step("the mail is in the author's inbox at once, in Slovak", async () => {
          const [received, ...more] = await mailsTo(env, author.email)
          expect(more).toEqual([])
          if (!received) throw new Error('no mail')
          expect(received.subject).toBe(`${suggester.username} navrhuje úpravu vášho tipu „${title}“.`)
          expect(received.text).toContain(`Dôvod: ${reason}`)
          return received
        })

        await step(
          "the mail's link leads to the suggested edits, where the author accepts one field",
          async () => {
            const open = htmlLink(mail.html, 'Otvoriť')
            expect(textLink(mail.text, 'Otvoriť')).toBe(open)
            // links in mails use the API's site origin (config.siteOrigin ?? corsOrigins[0]): the web app's here
            expect(new URL(open).origin, `the mail links to ${open}, the site is at ${env.webUrl}`).toBe(
              new URL(env.webUrl).origin,
            )
            await authorPage.goto(open)
            await waitForPath(authorPage, '/suggestions')
            await authorPage.getByRole('heading', { level: 1, name: 'Návrhy úprav' }).waitFor()
            const card = authorPage
              .getByRole('listitem')
              .filter({ hasText: `Návrh od: ${suggester.username}` })
            await card.getByText(`Potom: ${link}`).waitFor()
            // the box itself is visually hidden under its drawn control: a tap on its label unticks it
            const descriptionBox = card.getByRole('checkbox', { name: 'Popis' })
            await card.getByText('Popis', { exact: true }).click()
            await expect.poll(() => descriptionBox.isChecked()).toBe(false)
            await card.getByRole('button', { name: 'Prijať 1 pole' }).click()
            await card.waitFor({ state: 'detached' })
          },
        )

        await step("the suggester's bell says 1 unread: the edit was accepted in part", async () => {
          await page.goto('/')
          await page.getByRole('banner').getByRole('link', { name: 'Notices, 1 unread', exact: true }).click()
          await waitForPath(page, '/notices')
          const notice = page
            .getByRole('listitem')
            .filter({ hasText: `Decision on your suggested edit · ${author.username}` })
          await notice
            .getByText(`Your suggested edit of “${title}” was accepted in part: Map link.`)
            .waitFor()
          await notice.getByRole('link', { name: 'See the event’s history' }).waitFor()
          violations.push(...(await axeViolations(page)))
        })

        await step("the mail's unsubscribe link, opened signed out, turns these e-mails off", async () => {
          const unsubscribe = textLink(mail.text, 'Už neposielať tieto e-maily')
          expect(htmlLink(mail.html, 'Už neposielať tieto e-maily')).toBe(unsubscribe)
          expect(new URL(unsubscribe).pathname).toBe('/unsubscribe')
          expect(new URL(unsubscribe).origin).toBe(new URL(env.webUrl).origin)
          const visitorContext = await newJourneyContext(env, { viewport: PHONE, bypassCsp: true })
          const visitorErrors = consoleErrorsOf(visitorContext)
          try {
            const visitor = await newJourneyPage(visitorContext)
            await visitor.goto(unsubscribe)
            await visitor.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor()
            await visitor
              .getByRole('status')
              .filter({ hasText: 'You will get no more e-mails about “Suggested edits of your events”.' })
              .waitFor()
            violations.push(...(await axeViolations(visitor)))
            expect(visitorErrors).toEqual([])
          } finally {
            await visitorContext.close()
          }
        })

        await step(
          "the author's settings say Never for suggested edits, and at once for the rest",
          async () => {
            await authorPage.goto('/profile#notice-settings')
            const card = authorPage.locator('#notice-settings')
            const topic = (name: RegExp) => card.getByRole('group', { name })
            const suggestions = topic(/^Návrhy úprav vašich tipov/)
            await suggestions.getByRole('radio', { name: 'Nikdy' }).waitFor({ state: 'attached' })
            expect(await suggestions.getByRole('radio', { name: 'Nikdy' }).isChecked()).toBe(true)
            const decisions = topic(/^Rozhodnutia o\s+vašich návrhoch úprav/)
            expect(await decisions.getByRole('radio', { name: 'Hneď' }).isChecked()).toBe(true)
            violations.push(...(await axeViolations(authorPage, '#notice-settings')))
          },
        )

        expect(authorErrors).toEqual([])
      } finally {
        await authorContext.close()
      }
      expect(violations).toEqual([])
    },
    { viewport: PHONE, bypassCsp: true, timeout: 180_000 },
  )
})
