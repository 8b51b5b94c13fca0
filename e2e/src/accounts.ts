// Accounts for journeys that are not about signing up: created through the API like the sign-up screen
// does, then signed in through the real sign-in screen.
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { UserDto } from '@travel/domain'
import type { E2eEnvironment } from './environment'

export interface Account {
  username: string
  email: string
  password: string
}

export function newAccount(prefix: string): Account {
  const id = randomUUID().slice(0, 8)
  return { username: `${prefix}-${id}`, email: `${prefix}-${id}@example.com`, password: 'e2e-password-42' }
}

export async function createAccount(env: E2eEnvironment, prefix: string): Promise<Account & { uid: string }> {
  const account = newAccount(prefix)
  const response = await fetch(`${env.apiUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  const body = (await response.json()) as { success: boolean; data: UserDto }
  expect(response.status, JSON.stringify(body)).toBe(201)
  return { ...account, uid: body.data._id }
}

/** The sign-in form's words in each language the site speaks. */
const SIGN_IN_WORDS = {
  en: { form: 'Sign in', email: 'E-mail', password: 'Password', submit: 'Sign in', profile: /^Profile of / },
  sk: {
    form: 'Prihlásenie',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Prihlásiť sa',
    profile: /^Profil používateľa /,
  },
} as const

/** Signs in on /sign-in and waits for the home page, where a signed-in header shows the profile link. */
export async function signIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  language: keyof typeof SIGN_IN_WORDS = 'en',
): Promise<void> {
  const words = SIGN_IN_WORDS[language]
  await page.goto('/sign-in')
  // Typed before hydration, the fields would be reset by it on a busy machine.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const form = page.getByRole('form', { name: words.form })
  await form.getByLabel(words.email).fill(account.email)
  await form.getByLabel(words.password).fill(account.password)
  await form.getByRole('button', { name: words.submit, exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByRole('link', { name: words.profile }).waitFor()
}
