// Global setup of the production-shaped journey (`npm run test:emulators`): inside `firebase emulators:exec`
// the Hosting emulator serves a web build and rewrites /api/** to the bundled function on the Firestore
// emulator; storage is the local storage server, whose port the build was made for (docs/testing.md).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { BUCKET } from '@travel/local/stack'
import { startStorageServer } from '@travel/local/storage-server'
import { ARTIFACTS_DIR } from './artifacts'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'
import type { E2eEnvironment } from './environment'

function required(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run this suite with \`npm run test:emulators\`.`)
  return value
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true })
  const hosting = required('HOSTING_ORIGIN')
  const authHost = required('FIREBASE_AUTH_EMULATOR_HOST')
  required('FIRESTORE_EMULATOR_HOST')
  const storagePort = Number(required('STORAGE_PORT'))
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-production-storage-'))
  const storage = await startStorageServer({
    port: storagePort,
    dataDir,
    bucket: BUCKET,
    corsOrigins: [hosting],
  })
  const browser = await chromium
    .launchServer({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS, headless: true })
    .catch(async (error: unknown) => {
      await storage.stop()
      throw error
    })
  const environment: E2eEnvironment = {
    webUrl: hosting,
    apiUrl: hosting,
    authHost,
    storageHost: new URL(storage.url).host,
    wsEndpoint: browser.wsEndpoint(),
    seeded: null,
  }
  project.provide('e2e', environment)
  console.log(
    `e2e (production-shaped): Hosting at ${hosting}, Firestore at ${process.env.FIRESTORE_EMULATOR_HOST}`,
  )
  return async () => {
    await browser.close().catch(() => undefined)
    await storage.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
