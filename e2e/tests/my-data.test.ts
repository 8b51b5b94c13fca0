// "Download my data" from the profile: the ZIP the browser saves holds the user's profile, events,
// check-ins, wishlist and uploaded files, and a README (docs/api.md, docs/data-model.md).
import { describe, expect } from 'vitest'
import { eventFilePath, storageFileName, todayIso, type EventDto, type WishlistItemDto } from '@travel/domain'
import { callApi, UserSession } from '@travel/local/seed'
import { createAccount, signIn } from '../src/accounts'
import { listEvents } from '../src/api'
import { stackEndpoints } from '../src/environment'
import { journey } from '../src/journey'
import { landscapePhoto } from '../src/test-files'
import { zipEntries } from '@travel/testing/zip'

describe('my data', () => {
  journey(
    'downloads from the profile as a ZIP of everything the site holds about me',
    async ({ page, env, step }) => {
      const account = await createAccount(env, 'mydata')
      const api = stackEndpoints(env)
      const photo = landscapePhoto('my-camp.jpg')
      const photoPath = eventFilePath(account.uid, storageFileName(photo.name))
      const session = await UserSession.signIn(api, account.email, account.password)
      let event: EventDto
      let saved: EventDto
      try {
        const token = await session.idToken()
        const image = await session.upload(photoPath, photo.buffer, 'image/jpeg')
        event = await callApi<EventDto>(api, 'POST', '/api/events', {
          token,
          body: {
            title: 'Môj tábor pri jazere',
            description: 'Tichý kemp pri jazere, miesto pre tri karavany.',
            image,
            thumbnail: null,
            gpxFile: null,
            map: null,
            coordinates: [49.12, 20.06],
            access: 0,
            date: todayIso(),
            section: { main: 'camp', sub: 'natural' },
            country: 'Slovakia',
          },
        })
        const seeded = (await listEvents(env, { country: 'Norway' }))[0]
        if (!seeded) throw new Error('no seeded event in Norway')
        saved = seeded
        await callApi<WishlistItemDto>(api, 'POST', '/api/wishlist', { token, body: { eventID: seeded._id } })
      } finally {
        await session.close()
      }

      let zip = Buffer.alloc(0)
      await step('the profile’s button saves my-data-<day>.zip', async () => {
        await signIn(page, account)
        await page.goto('/profile')
        const section = page.getByRole('region', { name: 'Your data' })
        const download = page.waitForEvent('download')
        await section.getByRole('button', { name: 'Download my data' }).click()
        const file = await download
        expect(file.suggestedFilename()).toBe(`my-data-${new Date().toISOString().slice(0, 10)}.zip`)
        const chunks: Buffer[] = []
        for await (const chunk of await file.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array))
        zip = Buffer.concat(chunks)
        await section.getByText('Your data has been saved.').waitFor()
      })

      await step('the ZIP holds my profile, my event, my wishlist, my photo and a README', async () => {
        const entries = await zipEntries(zip)
        const text = (name: string) => entries.get(name)?.toString('utf8') ?? ''
        expect([...entries.keys()]).toEqual([
          'profile.json',
          'events.json',
          'checkins.json',
          'wishlist.json',
          'reports.json',
          'notices.json',
          'suggestions.json',
          'revisions.json',
          'trips.json',
          `files/events/${photoPath.split('/').pop()}`,
          'README.txt',
        ])
        expect(JSON.parse(text('profile.json'))).toMatchObject({
          id: account.uid,
          username: account.username,
          email: account.email,
        })
        expect(JSON.parse(text('events.json'))).toMatchObject([
          { id: event._id, title: 'Môj tábor pri jazere' },
        ])
        expect(JSON.parse(text('checkins.json'))).toEqual([])
        expect(JSON.parse(text('wishlist.json'))).toMatchObject([{ eventId: saved._id }])
        expect(JSON.parse(text('reports.json'))).toEqual([])
        expect(JSON.parse(text('notices.json'))).toEqual([])
        expect(JSON.parse(text('suggestions.json'))).toEqual([])
        // adding the event is the first change its history keeps
        expect(JSON.parse(text('revisions.json'))).toMatchObject([
          { eventId: event._id, kind: 'create', values: { title: 'Môj tábor pri jazere' } },
        ])
        expect(
          entries.get(`files/events/${photoPath.split('/').pop()}`)?.equals(Buffer.from(photo.buffer)),
        ).toBe(true)
        expect(text('README.txt')).toContain(
          `This archive holds everything the site keeps about the account "${account.username}"`,
        )
      })
    },
  )
})
