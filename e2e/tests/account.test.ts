// The account: profile picture and name, deleting everything, and Google sign-in through the local
// account chooser (docs/screens.md Profile; docs/architecture.md).
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { eventFilePath, storageFileName, todayIso, type EventDto, type WishlistItemDto } from '@travel/domain'
import { callApi, DEMO_USERS, UserSession } from '@travel/local/seed'
import { createAccount, signIn } from '../src/accounts'
import { emulatorSignIn, eventStatus, listEvents, wishlistOf } from '../src/api'
import { stackEndpoints } from '../src/environment'
import { waitForPath } from '../src/screen'
import { journey } from '../src/journey'
import { gpxTrack, landscapePhoto } from '../src/test-files'

const profileForm = (page: Page) => page.getByRole('form', { name: 'Profile details' })

describe('an account', () => {
  journey('gets a new profile picture and username that stay after a reload', async ({ page, env, step }) => {
    const account = await createAccount(env, 'profile')
    await signIn(page, account)
    const newName = `Cestovateľ ${account.username.slice(-6)}`

    await step('the header links to the profile', async () => {
      await page.getByRole('link', { name: `Profile of ${account.username}` }).click()
      await waitForPath(page, '/profile')
      await expect(profileForm(page).getByLabel('Username').inputValue()).resolves.toBe(account.username)
      await expect(profileForm(page).getByLabel('E-mail').inputValue()).resolves.toBe(account.email)
    })

    await step('a picture uploads with its progress', async () => {
      await page.getByLabel('Profile picture', { exact: true }).setInputFiles(landscapePhoto('me.jpg'))
      await page.getByText('Image uploaded successfully!').waitFor({ timeout: 30_000 })
    })

    await step('Update saves the picture and the new username', async () => {
      await profileForm(page).getByLabel('Username').fill(newName)
      await profileForm(page).getByRole('button', { name: 'Update' }).click()
      await page.getByText('User is updated successfully!').waitFor()
      const headerLink = page.getByRole('link', { name: `Profile of ${newName}` })
      await headerLink.waitFor()
      const src = await headerLink.locator('img').getAttribute('src')
      expect(src).toMatch(new RegExp(`profiles%2F${account.uid}%2F\\d+_me\\.jpg`))
      await expect
        .poll(() => headerLink.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
    })

    await step('both stay after a reload', async () => {
      await page.reload()
      await expect.poll(() => profileForm(page).getByLabel('Username').inputValue()).toBe(newName)
      await page.getByRole('img', { name: `Profile picture of ${newName}` }).waitFor()
    })
  })

  journey(
    'deleted from the profile takes its events, files, wishlist and sign-in with it',
    async ({ page, env, step }) => {
      const account = await createAccount(env, 'leaver')
      const api = stackEndpoints(env)
      const jana = DEMO_USERS[0]
      if (!jana) throw new Error('no demo user')

      // Set-up through the real services: an event with a photo and a GPX, a saved event, and someone
      // else keeping this user's event in their wishlist.
      const session = await UserSession.signIn(api, account.email, account.password)
      const janaSession = await UserSession.signIn(api, jana.email, jana.password)
      let event: EventDto
      let photoUrl: string
      try {
        const path = (name: string) => eventFilePath(session.uid, storageFileName(name))
        photoUrl = await session.upload(
          path('leaving.jpg'),
          landscapePhoto('leaving.jpg').buffer,
          'image/jpeg',
        )
        const gpxUrl = await session.upload(path('leaving.gpx'), gpxTrack().buffer, 'application/gpx+xml')
        const token = await session.idToken()
        event = await callApi<EventDto>(api, 'POST', '/api/events', {
          token,
          body: {
            title: 'Posledný výlet do Fínska',
            description: 'Jazerá, sauna a komáre. Krásne miesto na rozlúčku.',
            image: photoUrl,
            thumbnail: null,
            gpxFile: gpxUrl,
            map: null,
            coordinates: [61.498, 23.761],
            access: 1,
            date: todayIso(),
            section: { main: 'places', sub: 'nature' },
            country: 'Finland',
          },
        })
        const seeded = (await listEvents(env, { country: 'Norway' }))[0]
        if (!seeded) throw new Error('no seeded event in Norway')
        await callApi<WishlistItemDto>(api, 'POST', '/api/wishlist', { token, body: { eventID: seeded._id } })
        await callApi<WishlistItemDto>(api, 'POST', '/api/wishlist', {
          token: await janaSession.idToken(),
          body: { eventID: event._id },
        })
      } finally {
        await session.close()
      }
      const janaToken = await janaSession.idToken()
      const janaUid = (await emulatorSignIn(env, jana.email, jana.password)).uid ?? ''
      await janaSession.close()
      expect((await wishlistOf(env, janaUid, janaToken)).map((i) => i.eventID)).toContain(event._id)
      expect((await fetch(photoUrl)).status).toBe(200)

      await step('the account is deleted after confirming', async () => {
        await signIn(page, account)
        await page.goto('/profile')
        await page.getByRole('button', { name: 'Delete account' }).click()
        const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' })
        await confirm
          .getByText('Your profile, your events, your wishlist and your uploaded files will be deleted.', {
            exact: false,
          })
          .waitFor()
        await confirm.getByRole('button', { name: 'Yes, delete my account' }).click()
        await waitForPath(page, '/')
        await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor()
      })

      await step('nothing of the user is left', async () => {
        await expect.poll(() => eventStatus(env, event._id)).toBe(404)
        await expect(listEvents(env, { user: account.uid })).resolves.toEqual([])
        expect((await fetch(photoUrl)).status).toBe(404)
        expect((await wishlistOf(env, janaUid, janaToken)).map((i) => i.eventID)).not.toContain(event._id)
        const again = await emulatorSignIn(env, account.email, account.password)
        expect(again.status).toBe(400)
        expect(again.error).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/)
      })

      await step('signing in again is refused on the screen', async () => {
        await page.goto('/sign-in')
        const form = page.getByRole('form', { name: 'Sign in' })
        await form.getByLabel('E-mail').fill(account.email)
        await form.getByLabel('Password').fill(account.password)
        await form.getByRole('button', { name: 'Sign in', exact: true }).click()
        await page.getByText('Wrong e-mail or password.').waitFor()
      })
    },
    // the Auth emulator answers the refused sign-in with 400, which Chromium logs as a failed resource
    { allowConsoleErrors: [/Failed to load resource: the server responded with a status of 400/] },
  )

  journey(
    'created by Google sign-in through the local account chooser carries the Google name, and a photo only from Google’s picture hosts',
    async ({ page, env, step }) => {
      const photo = (await listEvents(env, { country: 'Iceland' }))[0]?.image
      if (!photo) throw new Error('no seeded photo to use as the Google picture')
      const id = Math.random().toString(36).slice(2, 8)
      const name = `Zuzana Horská ${id}`
      const email = `zuzana.${id}@gmail.example`

      await step('the Google button opens the local account chooser', async () => {
        await page.goto('/sign-in')
        await page.getByRole('button', { name: 'Continue with Google' }).click()
        const chooser = page.getByRole('dialog', { name: 'Sign in with a Google account' })
        await chooser.getByLabel('Name').fill(name)
        await chooser.getByLabel('E-mail').fill(email)
        await chooser.getByLabel('Photo address').fill(photo)
        await chooser.getByRole('button', { name: 'Continue' }).click()
      })

      // The offered photo is on the local storage server, not on one of Google's picture hosts: a Google
      // picture from anywhere else is not copied into the profile (every visitor's browser would load it).
      await step('the new profile has the Google name and not the photo from another host', async () => {
        await waitForPath(page, '/')
        const link = page.getByRole('link', { name: `Profile of ${name}` })
        await link.waitFor()
        await expect(link.locator(`img[src="${photo}"]`).count()).resolves.toBe(0)
        await link.click()
        await expect(profileForm(page).getByLabel('Username').inputValue()).resolves.toBe(name)
        await expect(profileForm(page).getByLabel('E-mail').inputValue()).resolves.toBe(email)
      })

      await step('signing out and in with the same Google account finds the same profile', async () => {
        await page.getByRole('button', { name: 'Sign out' }).click()
        await page
          .getByRole('alertdialog', { name: 'Sign out?' })
          .getByRole('button', { name: 'Sign out' })
          .click()
        await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
        await page.getByRole('button', { name: 'Continue with Google' }).click()
        const chooser = page.getByRole('dialog', { name: 'Sign in with a Google account' })
        await chooser.getByLabel('Name').fill(name)
        await chooser.getByLabel('E-mail').fill(email)
        await chooser.getByRole('button', { name: 'Continue' }).click()
        await page.getByRole('link', { name: `Profile of ${name}` }).waitFor()
      })
    },
  )
})
