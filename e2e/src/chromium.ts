// Launches Chromium through playwright-core with the flags this offline machine needs (no sandbox as root,
// no GPU, no background networking). Debian's Chromium when installed, otherwise the headless one the npm
// package @sparticuz/chromium carries, so journeys run anywhere after `npm install` (docs/testing.md).
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'

/** Where the system's Chromium is looked for: CHROMIUM=… or Debian's package. */
export const SYSTEM_CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]

let bundled: Promise<string> | undefined

/** The Chromium to launch: the system's, or else the bundled one (unpacked into the temp folder once). */
export function chromiumPath(): Promise<string> {
  if (existsSync(SYSTEM_CHROMIUM)) return Promise.resolve(SYSTEM_CHROMIUM)
  bundled ??= import('@sparticuz/chromium').then(({ default: packaged }) => packaged.executablePath())
  return bundled
}

/** A fresh persistent context in a new, empty user-data-dir. */
export async function launchChromium(
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'chromium-'))
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: await chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  })
}
