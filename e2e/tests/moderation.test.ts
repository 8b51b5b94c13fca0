// Reports and moderation: three travellers' reports hide a check-in from visitors; the moderator keeps it
// and it is back; reported again, it is removed, and its author reads the notice with its reason in Slovak.
import type { Locator, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { todayIso, type CheckinSavedDto, type ReportReason } from '@travel/domain'
import { callApi, UserSession } from '@travel/local/seed'
import { createAccount, signIn, type Account } from '../src/accounts'
import { publishCamp } from '../src/camps'
import { stackEndpoints, type E2eEnvironment } from '../src/environment'
import { journey, newJourneyContext, newJourneyPage } from '../src/journey'

/** The demo community's moderator (local/src/seed). */
const MODERATOR = { email: 'mira@example.com', password: 'travel-demo' }

const checkinsSection = (page: Page) => page.getByRole('region', { name: /^(Check-ins|Návštevy)$/ })

/** A check-in with a text, sent through the API by its author. */
async function checkIn(env: E2eEnvironment, author: Account, eventId: string, text: string): Promise<string> {
  const session = await UserSession.signIn(stackEndpoints(env), author.email, author.password)
  try {
    const saved = await callApi<CheckinSavedDto>(
      stackEndpoints(env),
      'POST',
      `/api/events/${eventId}/checkins`,
      {
        token: await session.idToken(),
        body: { visitDate: todayIso(), state: 'as-described', rating: null, text, photos: [], access: 0 },
      },
    )
    return saved.checkin._id
  } finally {
    await session.close()
  }
}

/** A report sent through the API, as the report dialog sends it. */
async function report(env: E2eEnvironment, reporter: Account, checkinId: string, reason: ReportReason) {
  const session = await UserSession.signIn(stackEndpoints(env), reporter.email, reporter.password)
  try {
    await callApi(stackEndpoints(env), 'POST', '/api/reports', {
      token: await session.idToken(),
      body: {
        target: { type: 'checkin', id: checkinId },
        reason,
        text: 'Rude words about other travellers.',
      },
    })
  } finally {
    await session.close()
  }
}

/** The moderator's queue entry of the check-in whose text is `text`. */
function queueEntry(page: Page, text: string): Locator {
  return page.getByRole('list', { name: 'Reported items' }).getByRole('listitem').filter({ hasText: text })
}

describe('moderation', () => {
  journey(
    'reports hide a check-in until the moderator keeps it; reported again, it is removed and its author told why',
    async ({ page, env, step }) => {
      const owner = await createAccount(env, 'camp-owner')
      const author = await createAccount(env, 'rude-camper')
      const reporters = await Promise.all([createAccount(env, 'rep-a'), createAccount(env, 'rep-b')])
      const third = await createAccount(env, 'rep-c')
      const tag = author.username.slice(-6)
      const title = `Birch meadow ${tag}`
      const text = `Loud and rude neighbours everywhere ${tag}`
      // the log lists every decision ever taken: notes of this run's own, so repeated runs do not clash
      const keptNote = `Strong words, no insult (${tag}).`
      const removedNote = `Please keep it friendly (${tag}).`
      const event = await publishCamp(env, owner, title, 'Latvia')
      const checkinId = await checkIn(env, author, event._id, text)

      // Each look is a new visitor's: public answers may be kept 60 s by a browser that has read them
      // (docs/moderation.md), and the journey asserts what someone who opens the page sees.
      let visitorContext = await newJourneyContext(env)
      const moderatorContext = await newJourneyContext(env)
      const authorContext = await newJourneyContext(env, { locale: 'sk-SK' })
      try {
        let visitor = await newJourneyPage(visitorContext)
        const openAsVisitor = async () => {
          await visitorContext.close()
          visitorContext = await newJourneyContext(env)
          visitor = await newJourneyPage(visitorContext)
          await visitor.goto(`/events/${event._id}`)
          await checkinsSection(visitor).scrollIntoViewIfNeeded()
        }

        await step('a visitor sees the check-in', async () => {
          await openAsVisitor()
          await checkinsSection(visitor).getByText(text).waitFor()
        })

        await step('two travellers report it, and a third through the report dialog', async () => {
          for (const reporter of reporters) await report(env, reporter, checkinId, 'abusive')
          await signIn(page, third)
          await page.goto(`/events/${event._id}`)
          const section = checkinsSection(page)
          await section.scrollIntoViewIfNeeded()
          await section.getByText(text).waitFor()
          await section.getByRole('button', { name: `Report the check-in by ${author.username}` }).click()
          const dialog = page.getByRole('dialog', { name: 'Report a check-in' })
          await dialog.getByRole('radio', { name: 'Abusive or offensive' }).check()
          await dialog
            .getByLabel('What should the moderators know? (optional)')
            .fill('Insults the other campers.')
          await dialog.getByRole('button', { name: 'Send the report' }).click()
          await dialog.getByText('Thank you. The moderators will look at your report.').waitFor()
          // the third traveller's report hides it
          await dialog.getByText('It is hidden from others until a moderator decides.').waitFor()
          await dialog.getByRole('button', { name: 'Close' }).first().click()
        })

        await step('it has gone for a visitor', async () => {
          await openAsVisitor()
          await checkinsSection(visitor).getByText('Nobody has checked in yet.').waitFor()
          await expect(checkinsSection(visitor).getByText(text).count()).resolves.toBe(0)
        })

        const moderator = await newJourneyPage(moderatorContext)
        await step(
          'the moderator finds it in the queue, hidden, with the reasons and the texts',
          async () => {
            await signIn(moderator, MODERATOR)
            await moderator
              .getByRole('navigation', { name: 'Main navigation' })
              .getByRole('link', { name: 'Moderation' })
              .click()
            await moderator.waitForURL((url) => url.pathname === '/moderation')
            const entry = queueEntry(moderator, text)
            await entry.waitFor()
            await entry.getByText('Hidden', { exact: true }).waitFor()
            await entry.getByText(/^Reported by 3 people/).waitFor()
            await entry.getByText('Abusive or offensive (3)').waitFor()
            await entry.getByText('Insults the other campers.').waitFor()
          },
        )

        await step('the moderator keeps it, saying it breaks no rule', async () => {
          const entry = queueEntry(moderator, text)
          await entry.getByRole('button', { name: /^Keep/ }).click()
          const dialog = moderator.getByRole('dialog', { name: /^Keep/ })
          await dialog.getByRole('radio', { name: 'Breaks no rule' }).check()
          await dialog.getByLabel('A note to the author and the reporters (optional)').fill(keptNote)
          await dialog.getByRole('button', { name: 'Keep it' }).click()
          await moderator
            .getByRole('status')
            .filter({ hasText: /is kept\.$/ })
            .waitFor()
          await entry.waitFor({ state: 'detached' })
        })

        await step('the visitor sees it again', async () => {
          await openAsVisitor()
          await checkinsSection(visitor).getByText(text).waitFor()
        })

        await step('reported once more, the moderator removes it after confirming', async () => {
          await report(env, reporters[0]!, checkinId, 'abusive')
          await moderator.reload()
          const entry = queueEntry(moderator, text)
          await entry.getByText(/^Reported by 1 person/).waitFor()
          await expect(entry.getByRole('button', { name: /^Restore/ }).count()).resolves.toBe(0)
          await entry.getByRole('button', { name: /^Remove/ }).click()
          const dialog = moderator.getByRole('dialog', { name: /^Remove/ })
          await dialog.getByRole('radio', { name: 'Abusive or offensive' }).check()
          await dialog.getByLabel('A note to the author and the reporters (optional)').fill(removedNote)
          await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
          // asking to confirm, the dialog becomes an alert dialog
          const confirm = moderator.getByRole('alertdialog', { name: /^Remove/ })
          await confirm.getByText(/Remove it for good\?/).waitFor()
          await confirm.getByRole('button', { name: 'Yes, remove it' }).click()
          await moderator
            .getByRole('status')
            .filter({ hasText: /is removed\.$/ })
            .waitFor()
          await entry.waitFor({ state: 'detached' })
        })

        await step('the log lists the reports and both decisions', async () => {
          await moderator.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Log' }).click()
          const log = moderator.getByRole('list', { name: 'Moderation log' })
          await log.getByText(removedNote).waitFor()
          await log.getByText(keptNote).waitFor()
        })

        await step('the visitor no longer finds it', async () => {
          await openAsVisitor()
          await checkinsSection(visitor).getByText('Nobody has checked in yet.').waitFor()
        })

        const authorPage = await newJourneyPage(authorContext)
        await step('its author reads in Slovak why it was removed', async () => {
          await signIn(authorPage, author, 'sk')
          await authorPage.getByRole('link', { name: /neprečítan/ }).click()
          await authorPage.waitForURL((url) => url.pathname === '/notices')
          const notices = authorPage.getByRole('main')
          // each notice names what it is about, and tells its author how to contest the decision
          const removed = notices.getByRole('listitem').filter({ hasText: /„.+“ bola? po kontrole vymazan/ })
          await removed.getByText('Dôvod: Urážlivé alebo útočné').waitFor()
          await removed.getByText(/Ak s\s+rozhodnutím nesúhlasíte/).waitFor()
          await removed.getByText(removedNote).waitFor()
          await notices
            .getByRole('listitem')
            .filter({ hasText: /„.+“ bola? po kontrole ponechan/ })
            .waitFor()
          // seen, the notices are read: the header's count goes
          await expect.poll(() => authorPage.getByRole('link', { name: /neprečítan/ }).count()).toBe(0)
        })
      } finally {
        await Promise.all([visitorContext.close(), moderatorContext.close(), authorContext.close()])
      }
    },
    { timeout: 240_000 },
  )
})
