// What journeys do on the events map: zoom into clusters until single events show.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Zooms into clusters (Enter on the first, by keyboard) until event markers show; answers the first. A
 * cluster of the server's is followed by a request for the new view, hence the longer wait.
 */
export async function zoomToAMarker(page: Page, clusterName: RegExp) {
  const markers = page.locator('[data-marker="event"]')
  for (let i = 0; i < 20 && (await markers.count()) === 0; i++) {
    const cluster = page.getByRole('button', { name: clusterName }).first()
    await cluster.focus()
    await page.keyboard.press('Enter')
    await page.waitForTimeout(i < 4 ? 150 : 600)
  }
  expect(await markers.count()).toBeGreaterThan(0)
  return markers.first()
}
