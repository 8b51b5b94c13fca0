// Every event readable in English and Slovak (docs/suggestions.md, "Translations"): an English reader on
// a desktop reads a Slovak camp in English with its translator and shows the original; a Slovak reader
// on a phone suggests a translation of an English route, its author accepts it, and it reads in Slovak.
import { describe, expect } from 'vitest'
import type { EventListItemDto } from '@travel/domain'
import { DEMO_EVENTS, DEMO_TRANSLATIONS, DEMO_USERS } from '@travel/local/seed'
import { axeViolations } from '../src/accessibility'
import { createAccount, signIn } from '../src/accounts'
import { journey, newJourneyContext, newJourneyPage, PHONE } from '../src/journey'

const camp = DEMO_EVENTS.find((e) => e.key === 'liptov-meadow')
const campAuthor = DEMO_USERS.find((u) => u.key === camp?.author)
const routeAuthor = DEMO_USERS.find((u) => u.key === 'tom')

describe('an event in two languages', () => {
  journey(
    'reads a Slovak camp in English with its translator, and shows the original',
    async ({ page, env, step }) => {
      if (!camp || !campAuthor) throw new Error('the demo meadow above Liptovská Mara is missing')
      const english = DEMO_TRANSLATIONS[camp.key]
      if (!english) throw new Error('the demo meadow has no English version')
      const res = await fetch(`${env.apiUrl}/api/events?country=Slovakia&limit=100&lang=en`)
      const cards = ((await res.json()) as { data: EventListItemDto[] }).data
      const card = cards.find((e) => e.title === english.title)
      expect(card, 'the list answers the English version').toMatchObject({ language: 'en', writtenIn: 'sk' })

      await step('the English reader finds it in English, translated by its author', async () => {
        await page.goto('/?country=Slovakia')
        await page.getByRole('list', { name: 'Events' }).getByText(english.title).first().click()
        await page.getByRole('heading', { level: 1, name: english.title }).waitFor()
        await page.getByText(`Translated by ${campAuthor.username}`).waitFor()
      })

      await step('shows the original and back', async () => {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        await page.getByRole('button', { name: 'Show the original' }).click()
        await page.getByRole('heading', { level: 1, name: camp.title }).waitFor()
        await page.getByText('Original in Slovak').waitFor()
        await page.getByRole('button', { name: 'Show the translation' }).click()
        await page.getByRole('heading', { level: 1, name: english.title }).waitFor()
      })

      await step('the page has no accessibility violations', async () => {
        expect(await axeViolations(page, `/events/${card!._id}`)).toEqual([])
      })
    },
    { bypassCsp: true },
  )

  journey(
    'a Slovak reader on a phone translates an English route, and its author accepts it',
    async ({ page, env, step }) => {
      if (!routeAuthor) throw new Error('the demo author of the English routes is missing')
      // an English route nobody has translated yet: asked in Slovak, it still answers in English
      const res = await fetch(`${env.apiUrl}/api/events?section=route&limit=100&lang=sk`)
      const routes = ((await res.json()) as { data: EventListItemDto[] }).data
      // the demo author's own: other journeys add English routes of their accounts meanwhile
      const demoRoutes = new Set(
        DEMO_EVENTS.filter((e) => e.author === routeAuthor.key && e.section.main === 'route').map(
          (e) => e.title,
        ),
      )
      const route = routes.find((e) => e.writtenIn === 'en' && e.language === 'en' && demoRoutes.has(e.title))
      if (!route) throw new Error('no untranslated English route is left in the seed')
      const translator = await createAccount(env, 'prekladatel')
      const slovak = {
        title: `Preklad trasy ${Date.now() % 100000}`,
        description: 'Dva dni piesku, kameňov a\u00a0suchých korýt medzi dunami. Jazdite vo dvojici áut.',
      }

      await step('the Slovak reader sees which language it is in, and suggests a translation', async () => {
        await signIn(page, translator, 'sk')
        await page.goto(`/events/${route._id}`)
        await page.getByText('Napísané po anglicky').waitFor()
        await page.getByRole('button', { name: 'Navrhnúť preklad' }).click()
        const dialog = page.getByRole('dialog')
        await dialog.getByLabel(/^Slovenský názov/).fill(slovak.title)
        await dialog.getByLabel(/^Slovenský popis/).fill(slovak.description)
        await dialog.getByLabel(/^Prečo\?/).fill('Preklad pre slovenských čitateľov.')
        await dialog.getByRole('button', { name: 'Poslať návrh' }).click()
        await dialog.getByText('Ďakujeme. O návrhu rozhodne', { exact: false }).waitFor()
      })

      const authorContext = await newJourneyContext(env, { bypassCsp: true })
      try {
        const authorPage = await newJourneyPage(authorContext)
        await step('the author sees it beside the original and accepts it', async () => {
          await signIn(authorPage, routeAuthor)
          await authorPage.goto('/suggestions')
          const card = authorPage.getByRole('listitem').filter({ hasText: translator.username })
          await card.getByText('Suggested translation (Slovak)').waitFor()
          await card.getByText('Original (English)').waitFor()
          await card.getByText(slovak.title).waitFor()
          expect(await axeViolations(authorPage, '/suggestions')).toEqual([])
          const again = authorPage.getByRole('listitem').filter({ hasText: translator.username })
          await again.getByRole('button', { name: 'Accept all' }).click()
          await again.waitFor({ state: 'detached' })
        })
      } finally {
        await authorContext.close()
      }

      await step('the route now reads in Slovak, translated by the reader', async () => {
        // the page this reader opened a minute ago is still fresh in their browser (max-age=60): reload
        await page.goto(`/events/${route._id}`)
        await page.reload()
        await page.getByRole('heading', { level: 1, name: slovak.title }).waitFor()
        await page.getByText(`Preklad: ${translator.username}`).waitFor()
        expect(await axeViolations(page, `/events/${route._id}`)).toEqual([])
      })
    },
    { locale: 'sk-SK', viewport: PHONE, bypassCsp: true, timeout: 180_000 },
  )
})
