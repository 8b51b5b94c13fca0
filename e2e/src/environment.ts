// What the global setup hands to every journey (vitest provide/inject).
import { inject } from 'vitest'
import type { SeedReport, StackEndpoints } from '@travel/local/seed'

export interface E2eEnvironment {
  webUrl: string
  apiUrl: string
  authHost: string
  storageHost: string
  /** MailDev's web inbox (REST API under `/api/`), where the stack delivers the mails the API queues */
  inboxUrl?: string
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

/** The journey's stack as the seed's API client (UserSession, callApi) addresses it. */
export function stackEndpoints(env: E2eEnvironment): StackEndpoints {
  return {
    apiUrl: env.apiUrl,
    authHost: env.authHost,
    storageHost: env.storageHost,
    projectId: 'demo-travel-community',
    bucket: 'demo-travel-community.appspot.com',
  }
}
