// Small readers of what a screen shows, by role and label.
import type { Download, Locator, Page } from 'playwright-core'

/** The cards of the events list on the page. */
export function eventCards(page: Page, listName = 'Events'): Locator {
  return page.getByRole('list', { name: listName }).getByRole('listitem')
}

/** The titles of the event cards, in order, once the list has loaded. */
export async function cardTitles(page: Page, listName = 'Events'): Promise<string[]> {
  // Each card has one heading: h2 under the page's h1, h3 where the list sits under its own h2.
  return page.getByRole('list', { name: listName }).getByRole('heading').allInnerTexts()
}

/** The ISO dates of the event cards, in order. */
export async function cardDates(page: Page, listName = 'Events'): Promise<string[]> {
  return page
    .getByRole('list', { name: listName })
    .locator('time')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''))
}

/**
 * Starts recording the percentages an upload shows ("Uploading… N%" and the progress bar), so a journey
 * can check afterwards that it climbed in steps up to 100.
 */
export async function recordUploadProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const record = window as unknown as { __uploadProgress?: number[] }
    const seen: number[] = []
    record.__uploadProgress = seen
    const note = (value: number) => {
      if (Number.isFinite(value) && seen[seen.length - 1] !== value) seen.push(value)
    }
    const scan = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]')) {
        const now = bar.getAttribute('aria-valuenow')
        if (now !== null) note(Number(now))
      }
      for (const live of document.querySelectorAll('[aria-live]')) {
        const match = /(\d{1,3})\s?%/.exec(live.textContent ?? '')
        if (match?.[1]) note(Number(match[1]))
      }
    }
    new MutationObserver(scan).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    })
  })
  return () =>
    page.evaluate(() => [...((window as unknown as { __uploadProgress?: number[] }).__uploadProgress ?? [])])
}

/** Waits until the page is at `path` (whatever its query string). */
export function waitForPath(page: Page, path: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === path)
}

/** The text of a finished download (the browser runs remotely, so read it as a stream). */
export async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}
