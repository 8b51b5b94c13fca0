// Launches Debian's Chromium through playwright-core with the flags this offline machine needs
// (no sandbox as root, no GPU, no background networking that the closed network would refuse).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]

/** A fresh persistent context in a new, empty user-data-dir. */
export function launchChromium(
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'chromium-'))
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  })
}
