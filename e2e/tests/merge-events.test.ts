// One place, one event: a traveller claims that two events of one camp are the same place, a moderator
// merges them, and the merged event's old address lands on the kept one with every check-in. The claim
// dialog and the moderators' pair view are held to axe-core's WCAG 2.1 A and AA rules on the way.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { todayIso, type EventDto } from '@travel/domain'
import { callApi, UserSession } from '@travel/local/seed'
import { createAccount, signIn, type Account } from '../src/accounts'
import { axeViolationsNow } from '../src/accessibility'
import { publishCamp } from '../src/camps'
import { stackEndpoints, type E2eEnvironment } from '../src/environment'
import { journey, newJourneyContext, newJourneyPage } from '../src/journey'

/** The demo community's moderator (local/src/seed). */
const MODERATOR = { email: 'mira@example.com', password: 'travel-demo' }

const checkinsSection = (page: Page) => page.getByRole('region', { name: /^(Check-ins|Návštevy)$/ })

async function checkIn(env: E2eEnvironment, author: Account, eventId: string, text: string) {
  const session = await UserSession.signIn(stackEndpoints(env), author.email, author.password)
  try {
    await callApi(stackEndpoints(env), 'POST', `/api/events/${eventId}/checkins`, {
      token: await session.idToken(),
      body: { visitDate: todayIso(), state: 'as-described', rating: 4, text, photos: [], access: 0 },
    })
  } finally {
    await session.close()
  }
}

describe('merging duplicate events', () => {
  journey(
    'a traveller claims two events of one camp are the same, a moderator merges them, the old address lands on the kept one',
    async ({ page, env, step }) => {
      const [first, second, traveller, visitorA, visitorB] = await Promise.all([
        createAccount(env, 'dup-first'),
        createAccount(env, 'dup-second'),
        createAccount(env, 'dup-claimer'),
        createAccount(env, 'dup-visit-a'),
        createAccount(env, 'dup-visit-b'),
      ])
      const tag = traveller.username.slice(-6)
      // a place of this run's own, so the events near it are only these two
      const lat = 46.1 + Math.random() * 0.4
      const lng = 14.1 + Math.random() * 0.6
      const kept: EventDto = await publishCamp(env, first, `Lake camp ${tag}`, 'Slovenia', {
        coordinates: [lat, lng],
      })
      const duplicate: EventDto = await publishCamp(env, second, `Camp at the lake ${tag}`, 'Slovenia', {
        coordinates: [lat + 0.002, lng + 0.001],
      })
      const texts = [`Quiet night by the water ${tag}`, `Tap works, pitches flat ${tag}`]
      await checkIn(env, visitorA, kept._id, texts[0]!)
      await checkIn(env, visitorB, duplicate._id, texts[1]!)

      await step('the traveller says the second event is the same place as the first', async () => {
        await signIn(page, traveller)
        await page.goto(`/events/${duplicate._id}`)
        await page.getByRole('button', { name: 'Same place as…' }).click()
        const dialog = page.getByRole('dialog', { name: 'Same place as another event?' })
        const choice = dialog.getByRole('radio', { name: kept.title })
        await choice.waitFor()
        expect(await axeViolationsNow(page, 'the claim dialog', '[role="dialog"]')).toEqual([])
        await choice.check()
        await dialog.getByLabel(/Why are they the same place/).fill('One camp by the lake, added twice.')
        await dialog.getByRole('button', { name: 'Send to the moderators' }).click()
        await dialog.getByText('Thank you. A moderator will compare the two events.').waitFor()
      })

      const moderatorContext = await newJourneyContext(env, { bypassCsp: true })
      const visitorContext = await newJourneyContext(env)
      try {
        const moderator = await newJourneyPage(moderatorContext)
        await step('the moderator compares the pair side by side and merges, keeping the first', async () => {
          await signIn(moderator, MODERATOR)
          await moderator
            .getByRole('navigation', { name: 'Main navigation' })
            .getByRole('link', { name: 'Moderation' })
            .click()
          await moderator.waitForURL((url) => url.pathname === '/moderation')
          // the pair's two events come in the order of their ids, so each is looked for by its link
          const pair = moderator
            .getByRole('list', { name: 'Events claimed to be the same place' })
            .getByRole('listitem')
            .filter({ has: moderator.getByRole('link', { name: kept.title, exact: true }) })
            .filter({ has: moderator.getByRole('link', { name: duplicate.title, exact: true }) })
          await pair.waitFor({ timeout: 30_000 })
          await pair.getByText('One camp by the lake, added twice.').waitFor()
          await pair.getByText(/ apart · Claimed by 1 traveller$/).waitFor()
          expect(await axeViolationsNow(moderator, 'the moderators’ pair view', 'main')).toEqual([])
          await pair.getByRole('button', { name: 'Merge…' }).click()
          const dialog = moderator.getByRole('dialog', { name: 'Merge two events into one' })
          await dialog.getByRole('radio', { name: kept.title }).check()
          await dialog.getByLabel(/Reason for the decision/).fill(`Same camp (${tag}).`)
          await dialog.getByRole('button', { name: 'Merge', exact: true }).click()
          await moderator
            .getByRole('status')
            .filter({ hasText: `“${kept.title}” now holds both events.` })
            .waitFor()
          await pair.waitFor({ state: 'detached' })
        })

        await step('the old address lands on the kept event, with every check-in', async () => {
          const visitor = await newJourneyPage(visitorContext)
          await visitor.goto(`/events/${duplicate._id}`)
          await visitor.waitForURL((url) => url.pathname === `/events/${kept._id}`)
          await visitor.getByRole('heading', { name: kept.title, level: 1 }).waitFor()
          const section = checkinsSection(visitor)
          await section.scrollIntoViewIfNeeded()
          for (const text of texts) await section.getByText(text).waitFor()
          // the merged event's photo joins the kept one's, credited to it
          await visitor
            .getByRole('img', { name: new RegExp(`Photo of “${duplicate.title}”, an event merged`) })
            .first()
            .waitFor()
        })
      } finally {
        await Promise.all([moderatorContext.close(), visitorContext.close()])
      }
    },
    // axe-core is injected as an inline script, which the site's Content-Security-Policy refuses
    { timeout: 240_000, bypassCsp: true },
  )
})
