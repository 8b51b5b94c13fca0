// Starts what the journeys run against: the local stack (Auth emulator, storage server, API, web app) on
// free ports with a fresh data folder that the seed fills with the demo community, and one headless
// Chromium that every journey connects to.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { freePorts } from '@travel/local/ports'
import { startStack } from '@travel/local/stack'
import type { WebMode } from '@travel/local/web-server'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'
import type { E2eEnvironment } from './environment'
import { ARTIFACTS_DIR } from './artifacts'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now()
  // only this run's failures in e2e/artifacts
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'))
  // The production build by default: what users get, and no dev-server reloads mid-journey.
  const webMode: WebMode = process.env.E2E_WEB_MODE === 'dev' ? 'dev' : 'preview'
  const stack = await startStack({ ports: await freePorts(), dataDir, webMode })
  const executablePath = await chromiumPath()
  const browser = await chromium
    .launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true })
    .catch(async (error: unknown) => {
      await stack.stop()
      throw error
    })
  const environment: E2eEnvironment = {
    webUrl: stack.webUrl,
    apiUrl: stack.apiUrl,
    authHost: stack.authHost,
    storageHost: stack.storageHost,
    inboxUrl: stack.inboxUrl,
    wsEndpoint: browser.wsEndpoint(),
    seeded: stack.seeded,
  }
  project.provide('e2e', environment)
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  console.log(
    `e2e: Chromium at ${executablePath}; stack (${webMode}) at ${stack.webUrl}, seeded ${stack.seeded?.events ?? 0} events in ${seconds(stack.seeded?.ms ?? 0)}, ready in ${seconds(performance.now() - started)}`,
  )

  return async () => {
    await browser.close().catch(() => undefined)
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
