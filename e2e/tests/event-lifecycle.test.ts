// A new member's whole path with an event (docs/screens.md): sign up, sign in, publish an event
// with a photo and a route file, find it everywhere, edit it, save it to the wishlist and back, delete it.
import { describe, expect } from 'vitest'
import { todayIso } from '@travel/domain'
import { createAccount, newAccount, signIn } from '../src/accounts'
import { eventStatus, listEvents } from '../src/api'
import { journey } from '../src/journey'
import { cardTitles, recordUploadProgress, waitForPath } from '../src/screen'
import { bigPhoto, gpxTrack, landscapePhoto, oversizedPhoto } from '../src/test-files'

describe('a member', () => {
  journey(
    'signs up, signs in, adds an event with a photo and a GPX, finds it in the list, My events and its page, edits it, saves it to the wishlist and removes it, then deletes it',
    async ({ page, env, step }) => {
      const account = newAccount('lifecycle')
      const title = `Tábor pri Bohinjskom jazere ${account.username.slice(-8)}`
      const description = 'Lúka pri potoku, miesto na dva karavany.\nVoda z prameňa, ticho a hviezdy.'
      const signInForm = page.getByRole('form', { name: 'Sign in' })

      await step('sign up leads to sign-in with the e-mail filled in', async () => {
        await page.goto('/sign-up')
        const signUp = page.getByRole('form', { name: 'Sign up' })
        await signUp.getByLabel('Username').fill(account.username)
        await signUp.getByLabel('E-mail').fill(account.email)
        await signUp.getByLabel('Password').fill(account.password)
        await signUp.getByRole('button', { name: 'Sign up', exact: true }).click()
        await waitForPath(page, '/sign-in')
        await page.getByText('Your account is ready.', { exact: false }).waitFor()
        await expect(signInForm.getByLabel('E-mail').inputValue()).resolves.toBe(account.email)
      })

      await step('sign in goes home with the profile link in the header', async () => {
        await signInForm.getByLabel('Password').fill(account.password)
        await signInForm.getByRole('button', { name: 'Sign in', exact: true }).click()
        await waitForPath(page, '/')
        await page.getByRole('link', { name: `Profile of ${account.username}` }).waitFor()
      })

      const dialog = page.getByRole('dialog', { name: 'Add an event' })
      await step('the add form opens with camp / natural camp chosen', async () => {
        await page.getByRole('button', { name: 'Add event' }).click()
        await dialog.waitFor()
        await expect(dialog.getByLabel(/^Section/).inputValue()).resolves.toBe('camp')
        await expect(dialog.getByLabel('Sub-section').inputValue()).resolves.toBe('natural')
      })

      await step('the photo upload climbs to 100 % and succeeds', async () => {
        const progress = await recordUploadProgress(page)
        await dialog.getByLabel('Image').setInputFiles(bigPhoto())
        await dialog.getByText('Image uploaded successfully!').waitFor({ timeout: 30_000 })
        const seen = await progress()
        expect(seen.at(-1), `progress seen: ${seen.join(', ')}`).toBe(100)
        expect(
          seen.some((p) => p > 0 && p < 100),
          `progress seen: ${seen.join(', ')}`,
        ).toBe(true)
        expect(seen).toEqual([...seen].sort((a, b) => a - b))
      })

      await step('the GPX upload succeeds', async () => {
        await dialog.getByLabel('Route file (GPX)').setInputFiles(gpxTrack())
        await dialog.getByText('GPX file uploaded successfully!').waitFor({ timeout: 30_000 })
      })

      await step('the rest of the form is filled in and sent', async () => {
        await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
        await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(description)
        await dialog.getByLabel('Map or itinerary link').fill('https://www.google.com/maps?q=46.2833,13.8667')
        await dialog.getByLabel('Coordinates').fill('46.283301, 13.866712')
        await dialog.getByLabel('Date').fill(todayIso())
        // Slovenia: other journeys check the Slovak lists while this one runs
        await dialog.getByLabel('Country').selectOption({ label: 'Slovenia' })
        await dialog.getByLabel('Access').selectOption({ label: 'Caravan' })
        await dialog.getByRole('button', { name: 'Add event' }).click()
        await dialog.waitFor({ state: 'detached' })
      })

      await step('the new event is at the top of the list, dated today', async () => {
        // at the top, among any other event of today that a parallel journey may have added
        await expect.poll(async () => (await cardTitles(page)).slice(0, 3)).toContain(title)
      })

      await step('My events shows it and only it', async () => {
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'My events' })
          .click()
        await waitForPath(page, '/my-events')
        await expect.poll(() => cardTitles(page)).toEqual([title])
      })

      let eventId = ''
      await step('its page shows everything that was entered', async () => {
        await page.getByRole('link', { name: title }).click()
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        eventId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '')
        await page.getByText(`Added by ${account.username}`).waitFor()
        expect(await page.getByText('Lúka pri potoku').innerText()).toBe(description)
        await page.getByRole('link', { name: 'Open the map' }).waitFor()
        await page.getByRole('link', { name: 'Open in maps' }).waitFor()
        const image = page.getByAltText(title, { exact: true }) // the photo; the map's marker has the same name
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600)
        const saved = (await listEvents(env, { country: 'Slovenia' })).find((e) => e._id === eventId)
        expect(saved).toMatchObject({
          title,
          coordinates: [46.283301, 13.866712],
          access: 0,
          date: todayIso(),
          section: { main: 'camp', sub: 'natural' },
        })
        expect(saved?.gpxFile).toMatch(/mountain-loop\.gpx/)
      })

      const edited = `${title} (upravené)`
      await step('the owner edits the title', async () => {
        await page.getByRole('button', { name: 'Edit', exact: true }).click()
        const edit = page.getByRole('dialog', { name: 'Edit the event' })
        await expect(edit.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).resolves.toBe(
          title,
        )
        await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(edited)
        await edit.getByRole('button', { name: 'Save changes' }).click()
        await edit.waitFor({ state: 'detached' })
        await page.getByRole('heading', { level: 1, name: edited }).waitFor()
        await page.reload()
        await page.getByRole('heading', { level: 1, name: edited }).waitFor()
      })

      await step('adding it to the wishlist shows it there', async () => {
        await page.getByRole('button', { name: 'Add to wishlist' }).click()
        await page.getByRole('button', { name: 'Remove from wishlist' }).waitFor()
        await page.goto('/wishlist')
        await page.getByRole('heading', { level: 1, name: 'My wishlist' }).waitFor()
        await page
          .getByRole('link', { name: new RegExp(edited.replace(/[()]/g, '\\$&')) })
          .first()
          .waitFor()
      })

      await step('removing it empties the wishlist', async () => {
        await page.goto(`/events/${eventId}`)
        await page.getByRole('button', { name: 'Remove from wishlist' }).click()
        await page.getByRole('button', { name: 'Add to wishlist' }).waitFor()
        await page.goto('/wishlist')
        await page.getByText('Your wishlist is empty.', { exact: false }).waitFor()
      })

      await step('deleting it asks first, then leaves for the events page and removes it', async () => {
        await page.goto(`/events/${eventId}`)
        await page.getByRole('button', { name: 'Delete', exact: true }).click()
        const confirm = page
          .getByRole('alertdialog', { name: 'Delete the event?' })
          .or(page.getByRole('dialog', { name: 'Delete the event?' }))
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
        await waitForPath(page, '/events')
        await expect.poll(() => eventStatus(env, eventId)).toBe(404)
        await page.goto('/my-events')
        await page.getByText('No events found.').waitFor()
      })
    },
    { timeout: 180_000, serviceWorker: true },
  )

  journey(
    "gets the spec's messages for bad input in the event form, and nothing is saved",
    async ({ page, env, step }) => {
      const account = await createAccount(env, 'badform')
      await signIn(page, account)
      const dialog = page.getByRole('dialog', { name: 'Add an event' })
      const cancel = dialog.getByRole('button', { name: 'Cancel' })
      const warning = 'Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.'

      await step(
        'leaving the coordinates field shows or clears its warning without moving the buttons',
        async () => {
          // A pointer pressing a button blurs the field first; if the form changed height then, the button
          // would move away before the release and the click would be lost.
          await page.getByRole('button', { name: 'Add event' }).click()
          await dialog.getByRole('textbox', { name: 'Title', exact: true }).waitFor()
          // measured once the opening animation (a slight zoom) has finished
          await dialog.evaluate((el) =>
            Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
          )
          const coordinates = dialog.getByLabel('Coordinates')
          await coordinates.fill('48.1486; 17.1077')
          await cancel.scrollIntoViewIfNeeded()
          const before = await cancel.boundingBox()
          await coordinates.blur()
          await dialog.getByText(warning).waitFor()
          await expect(cancel.boundingBox()).resolves.toEqual(before)
          await coordinates.fill('48.148598, 17.107748')
          await coordinates.blur()
          await dialog.getByText(warning).waitFor({ state: 'detached' })
          await expect(cancel.boundingBox()).resolves.toEqual(before)
          await coordinates.fill('')
        },
      )

      await step('an empty form asks for the image first and names the missing fields', async () => {
        await dialog.getByRole('button', { name: 'Add event' }).click()
        await dialog.getByText('Please upload the image first.').waitFor()
        await dialog.getByText('Choose a country from the list.').first().waitFor()
        await dialog.getByText('Choose caravan, car or off-road.').first().waitFor()
      })

      await step('badly written coordinates are flagged when leaving the field', async () => {
        const coordinates = dialog.getByLabel('Coordinates')
        await coordinates.fill('48.1486; 17.1077')
        await coordinates.blur()
        await dialog.getByText('Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.').waitFor()
        await coordinates.fill('')
        await coordinates.blur()
        await dialog
          .getByText('Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.')
          .waitFor({ state: 'detached' })
      })

      await step('routes take no coordinates', async () => {
        await dialog.getByLabel(/^Section/).selectOption('route')
        await expect(dialog.getByLabel('Coordinates').isDisabled()).resolves.toBe(true)
        await expect(dialog.getByLabel('Sub-section').inputValue()).resolves.toBe('')
        await dialog.getByLabel(/^Section/).selectOption('camp')
      })

      await step('a date after today is refused', async () => {
        const tomorrow = new Date()
        tomorrow.setDate(tomorrow.getDate() + 2)
        await dialog.getByLabel('Date').fill(tomorrow.toISOString().slice(0, 10))
        await dialog.getByRole('button', { name: 'Add event' }).click()
        await dialog.getByText('The date cannot be later than today.').waitFor()
      })

      await step('files over 5 MB and route files that are not .gpx are refused before upload', async () => {
        await dialog.getByLabel('Image').setInputFiles(oversizedPhoto())
        await dialog.getByText('File size must be less than 5\u00a0MB').waitFor()
        await dialog
          .getByLabel('Route file (GPX)')
          .setInputFiles({ name: 'track.kml', mimeType: 'application/xml', buffer: Buffer.from('<kml/>') })
        await dialog.getByText('Only .gpx route files can be uploaded.').waitFor()
      })

      await step('a title too short is refused even with a good photo', async () => {
        await dialog.getByLabel('Image').setInputFiles(landscapePhoto())
        await dialog.getByText('Image uploaded successfully!').waitFor({ timeout: 30_000 })
        await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('ab')
        await dialog.getByRole('button', { name: 'Add event' }).click()
        await dialog.getByText('Title must be 3 to 120 characters long.').waitFor()
        await expect(dialog.getByText('Please upload the image first.').count()).resolves.toBe(0)
      })

      await step(
        'Cancel pressed straight from the empty coordinates field closes the form, nothing saved',
        async () => {
          // The failed submit left the empty coordinates warned. Pressing Cancel blurs the field, which
          // clears the warning (docs/api.md) while the button is still held down: it must not move.
          await dialog.getByLabel('Coordinates').click()
          await dialog.getByText(warning).waitFor()
          await cancel.scrollIntoViewIfNeeded()
          const pressed = await cancel.boundingBox()
          if (!pressed) throw new Error('Cancel is not on the screen')
          await page.mouse.move(pressed.x + pressed.width / 2, pressed.y + pressed.height / 2)
          await page.mouse.down()
          await dialog.getByText(warning).waitFor({ state: 'detached' })
          await expect(cancel.boundingBox()).resolves.toEqual(pressed)
          await page.mouse.up()
          await dialog.waitFor({ state: 'detached' })
          await expect(listEvents(env, { user: account.uid })).resolves.toEqual([])
        },
      )
    },
  )
})
