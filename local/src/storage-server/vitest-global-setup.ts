// Vitest globalSetup of the web tests: a real local storage server on a free port, the one `npm start`
// runs. The web app reads its address from VITE_STORAGE_EMULATOR_* at start-up; test workers start after
// this setup and inherit those variables.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { PROJECT_ID } from '../auth-emulator'
import { startStorageServer } from './index'

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:40123, or '' when no Auth emulator was configured */
    storageServerUrl: string
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    // Without the Auth emulator nothing can sign in to upload; the tests that upload say so themselves.
    project.provide('storageServerUrl', '')
    return undefined
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'web-test-storage-'))
  const bucket = `${PROJECT_ID}.appspot.com` // the bucket of the local stack and of the web app's defaults
  const server = await startStorageServer({ port: 0, dataDir, bucket, corsOrigins: ['*'] })
  const { hostname, port } = new URL(server.url)
  Object.assign(process.env, {
    VITE_STORAGE_EMULATOR_HOST: hostname,
    VITE_STORAGE_EMULATOR_PORT: port,
    VITE_FIREBASE_STORAGE_BUCKET: bucket,
    VITE_AUTH_EMULATOR_URL: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
  })
  project.provide('storageServerUrl', server.url)
  return async () => {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
