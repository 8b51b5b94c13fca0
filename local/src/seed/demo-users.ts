// The three demo accounts `npm start` creates on an empty data folder. The README lists the same
// credentials; the end-to-end suite signs in with them.
import type { SceneSpec } from './landscape'

export type DemoUserKey = 'jana' | 'marek' | 'tom'

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
]

export function demoUser(key: DemoUserKey): DemoUser {
  const user = DEMO_USERS.find((u) => u.key === key)
  if (!user) throw new Error(`no demo user ${key}`)
  return user
}

/** The lines `npm start` prints so anyone can sign in straight away. */
export function demoSignInLines(): string[] {
  return DEMO_USERS.map((u) => `  ${u.email.padEnd(20)} ${u.password}   (${u.username})`)
}
