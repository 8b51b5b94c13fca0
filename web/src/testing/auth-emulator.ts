// Real accounts in the Auth emulator for screen tests: the web app signs in against it exactly as in
// the local stack (config.authEmulatorUrl), only /api calls are answered by the test (see api-stub.ts).
import { config } from '@/config/env'

export interface EmulatorAccount {
  uid: string
  email: string
  password: string
}

let counter = 0

function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`
}

/**
 * Whether a request to the emulator failed on its connection, not on its answer: under load, a kept-alive
 * socket the emulator has just closed is sometimes reused ("other side closed"); a new one works.
 */
function isDroppedConnection(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed'
}

/** Creates an e-mail/password account through the emulator's REST API (what the API's sign-up does). */
export async function createEmulatorAccount(prefix = 'web'): Promise<EmulatorAccount> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await signUp(uniqueEmail(prefix))
    } catch (error) {
      // a new address each time, so an account the lost answer did create is never asked for twice
      if (attempt === 3 || !isDroppedConnection(error)) throw error
    }
  }
}

async function signUp(email: string): Promise<EmulatorAccount> {
  const password = 'correct-horse-42'
  const res = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  )
  const body = (await res.json()) as { localId?: string; error?: unknown }
  if (!res.ok || !body.localId) {
    throw new Error(
      `Auth emulator sign-up failed (${res.status}): ${JSON.stringify(body)}. ` +
        'Run the web tests with `npm test`: it starts the Auth emulator on a free port and sets FIREBASE_AUTH_EMULATOR_HOST.',
    )
  }
  return { uid: body.localId, email, password }
}
