// The suite's own promise: a console error on any page fails a journey, and a failure leaves a
// screenshot and the console errors in e2e/artifacts/ for whoever has to find out why.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { artifactBase, runJourney } from '../src/journey'

describe('the journey harness', () => {
  it('fails a journey whose page logs a console error, and saves a screenshot and the error', async () => {
    const name = 'harness self-check with a console error'
    const base = artifactBase(name)
    try {
      await expect(
        runJourney(name, async ({ page, step }) => {
          await step('open the privacy policy', () => page.goto('/privacy-policy'))
          await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
          await page.evaluate(() => console.error('the map could not be drawn'))
        }),
      ).rejects.toThrow(/\[step: checking the console\][\s\S]*the map could not be drawn/)
      expect(existsSync(`${base}.png`)).toBe(true)
      const report = readFileSync(`${base}.txt`, 'utf8')
      expect(report).toContain('failed step: checking the console')
      expect(report).toContain('/privacy-policy: the map could not be drawn')
    } finally {
      rmSync(`${base}.png`, { force: true })
      rmSync(`${base}.txt`, { force: true })
    }
  })

  it('fails on an uncaught exception in the page, and on a step that fails, naming that step', async () => {
    const name = 'harness self-check with an uncaught exception'
    const base = artifactBase(name)
    try {
      await expect(
        runJourney(name, async ({ page }) => {
          await page.goto('/privacy-policy')
          // waits for the page to report the exception, however long that takes (no fixed sleep)
          await Promise.all([
            page.waitForEvent('pageerror'),
            page.evaluate(() =>
              setTimeout(() => {
                throw new Error('the wishlist state is broken')
              }),
            ),
          ])
        }),
      ).rejects.toThrow(/uncaught Error: the wishlist state is broken/)
      await expect(
        runJourney(name, async ({ page, step }) => {
          await page.goto('/privacy-policy')
          await step('wait for a button that never comes', () =>
            page.getByRole('button', { name: 'No such button' }).waitFor({ timeout: 500 }),
          )
        }),
      ).rejects.toThrow(/\[step: wait for a button that never comes\]/)
      expect(readFileSync(`${base}.txt`, 'utf8')).toContain('failed step: wait for a button that never comes')
    } finally {
      rmSync(`${base}.png`, { force: true })
      rmSync(`${base}.txt`, { force: true })
    }
  })
})
