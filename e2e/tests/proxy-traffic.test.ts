// The production build's /api proxy (`npm start -- --prod`, which these journeys run on) under a busy
// session's traffic: every request of every kind gets its answer, and a reader then opens a page as usual.
// The dev server's proxy gets the same traffic in local/test/web-proxy.test.ts.
import { describe, expect } from 'vitest'
import { sendMixedTraffic, TRAFFIC_KINDS } from '@travel/local/traffic'
import { journey } from '../src/journey'

describe('the proxy under load', () => {
  journey(
    '2,000 mixed API requests all get their answer, and the site still opens',
    async ({ page, env, step }) => {
      await step('every kind of request is answered as it should be', async () => {
        const report = await sendMixedTraffic(env.webUrl, { requests: 2000, concurrency: 6 })
        expect(report.failures).toEqual([])
        for (const kind of TRAFFIC_KINDS) expect(report.ok[kind]).toBe(200)
      })

      await step('a reader opens the home page and its events', async () => {
        await page.goto('/')
        await page.getByRole('list', { name: 'Events' }).getByRole('listitem').first().waitFor()
      })
    },
  )
})
