// The demo accounts `npm start` creates on an empty data folder: three travellers who write the events,
// and three more who only check in. The README lists the same credentials; the journeys sign in with them.
import type { SceneSpec } from './landscape'

export type DemoUserKey = 'jana' | 'marek' | 'tom' | 'zuzka' | 'pavol' | 'emma'

export interface DemoUser {
  key: DemoUserKey
  username: string
  email: string
  password: string
  /** what the generated profile picture shows */
  avatar: SceneSpec
}

export const DEMO_PASSWORD = 'travel-demo'

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'jana',
    username: 'Jana na cestách',
    email: 'jana@example.com',
    password: DEMO_PASSWORD,
    avatar: { terrain: 'hills', water: 'lake', props: ['caravan'] },
  },
  {
    key: 'marek',
    username: 'marek4x4',
    email: 'marek@example.com',
    password: DEMO_PASSWORD,
    avatar: { terrain: 'alpine', road: 'gravel', props: ['offroader'] },
  },
  {
    key: 'tom',
    username: 'TomOverland',
    email: 'tom@example.com',
    password: DEMO_PASSWORD,
    avatar: { terrain: 'desert', props: ['tent', 'campfire'] },
  },
  {
    key: 'zuzka',
    username: 'Zuzka v dodávke',
    email: 'zuzka@example.com',
    password: DEMO_PASSWORD,
    avatar: { terrain: 'coast', water: 'sea', props: ['car'] },
  },
  {
    key: 'pavol',
    username: 'Paľo Defender',
    email: 'pavol@example.com',
    password: DEMO_PASSWORD,
    avatar: { terrain: 'hills', road: 'gravel', props: ['offroader', 'tent'] },
  },
  {
    key: 'emma',
    username: 'Emma & the Hymer',
    email: 'emma@example.com',
    password: DEMO_PASSWORD,
    avatar: { terrain: 'plains', water: 'lake', props: ['caravan'] },
  },
]

/**
 * The demo moderator (docs/moderation.md): an account with the moderator claim and no content of its own,
 * so the travellers' numbers (events, check-ins per user) stay as they are.
 */
export const DEMO_MODERATOR = {
  username: 'Mira moderátorka',
  email: 'mira@example.com',
  password: DEMO_PASSWORD,
} as const

export function demoUser(key: DemoUserKey): DemoUser {
  const user = DEMO_USERS.find((u) => u.key === key)
  if (!user) throw new Error(`no demo user ${key}`)
  return user
}

/** The lines `npm start` prints so anyone can sign in straight away. */
export function demoSignInLines(): string[] {
  const moderator = DEMO_MODERATOR
  return [
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(20)} ${u.password}   (${u.username})`),
    `  ${moderator.email.padEnd(20)} ${moderator.password}   (${moderator.username}, moderator)`,
  ]
}
