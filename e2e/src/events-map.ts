// What journeys do on the events map: zoom into clusters until single events show.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Zooms into clusters (Enter on the first, by keyboard) until event markers show (`pressFirst`: after at
 * least one press); answers the first. After each press it waits for the map to change as a reader sees
 * it: the clusters move.
 */
export async function zoomToAMarker(page: Page, clusterName: RegExp, { pressFirst = false } = {}) {
  const markers = page.locator('[data-marker="event"]')
  const firstCluster = page.getByRole('button', { name: clusterName }).first()
  const seen = async () => {
    const box = await firstCluster.boundingBox({ timeout: 1_000 }).catch(() => null)
    const name = await firstCluster.getAttribute('aria-label', { timeout: 1_000 }).catch(() => null)
    return `${name} ${box ? [box.x, box.y].map(Math.round).join() : ''}`
  }
  for (let i = 0; i < 25 && ((pressFirst && i === 0) || (await markers.count()) === 0); i++) {
    const before = await seen()
    await firstCluster.focus()
    await page.keyboard.press('Enter')
    await expect.poll(seen).not.toBe(before)
  }
  await expect.poll(() => markers.count()).toBeGreaterThan(0)
  return markers.first()
}
