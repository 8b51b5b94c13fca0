// What the global setup hands to every journey (vitest provide/inject).
import { inject } from 'vitest'
import type { SeedReport } from '@travel/local/seed'

export interface E2eEnvironment {
  webUrl: string
  apiUrl: string
  authHost: string
  storageHost: string
  /** the shared Chromium (playwright launchServer) */
  wsEndpoint: string
  seeded: SeedReport | null
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnvironment
  }
}

export function e2eEnvironment(): E2eEnvironment {
  return inject('e2e')
}
