import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import type { EventDto } from '@travel/domain'
import i18n from '@/i18n'
import { auth } from '@/lib/firebase'
import { getAppStorage } from '@/lib/storage'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { makeEvent, makeUser, makeWishlistItem } from '@/testing/event-factories'
import { renderRoutes } from '@/testing/render-app'
import { eventDetailRoutes } from '../routes'

let api: ApiStub

function serve(event: EventDto) {
  api.on('GET', `/api/events/${event._id}`, () => ok(event))
  // the check-ins section below the place asks for its own list
  api.on('GET', `/api/events/${event._id}/checkins`, () => ok({ checkins: [], next: null }))
}

const visitorOf = (_event: EventDto) =>
  makeUser({ _id: 'reader-9', username: 'bob', email: 'bob@example.com' })

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
  api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the event page', () => {
  it('shows a spinner while the event loads', async () => {
    api.on('GET', '/api/events/e1', () => new Promise(() => undefined))
    renderRoutes('/events/e1', eventDetailRoutes)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the event…')
  })

  it('shows the title, picture, description with its line breaks, access, date, country, section and creator', async () => {
    const event = makeEvent({
      _id: 'e1',
      title: 'Morske oko',
      description: 'First line.\nSecond line.',
      access: 1,
      date: '2024-05-01',
      country: 'Slovakia',
      section: { main: 'places', sub: 'nature' },
      user: { _id: 'owner-1', username: 'alice' },
    })
    serve(event)
    renderRoutes('/events/e1', eventDetailRoutes)

    expect(await screen.findByRole('heading', { level: 1, name: 'Morske oko' })).toBeInTheDocument()
    const picture = screen.getByRole('img', { name: 'Morske oko' })
    expect(picture).toHaveAttribute('src', event.image)
    // The hero is the page's main picture: never deferred.
    expect(picture).toHaveAttribute('loading', 'eager')
    const description = screen.getByText(/First line\./)
    expect(description.textContent).toBe('First line.\nSecond line.')
    expect(description).toHaveStyle({ whiteSpace: 'pre-wrap' })
    expect(screen.getByRole('img', { name: 'Access: Car' })).toBeInTheDocument()
    expect(screen.getByText('1 May 2024')).toBeInTheDocument()
    expect(screen.getByText('Slovakia')).toBeInTheDocument()
    expect(screen.getByText('Places · Nature')).toBeInTheDocument()
    expect(screen.getByText('Added by alice')).toBeInTheDocument()
    expect(document.title).toBe('Morske oko | Off-road & On-road Travel')
  })

  it('says "Event not found" for an unknown event', async () => {
    api.on('GET', '/api/events/missing', () => fail(404, 'event_not_found', 'Event not found'))
    renderRoutes('/events/missing', eventDetailRoutes)
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument()
  })

  it('shows "Error: {message}" when the event cannot be loaded', async () => {
    api.on('GET', '/api/events/e1', () => fail(500, 'internal', 'Something went wrong!'))
    renderRoutes('/events/e1', eventDetailRoutes)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something went wrong!')
  })

  it('shows Slovak labels to a Slovak reader', async () => {
    await i18n.changeLanguage('sk')
    serve(makeEvent({ _id: 'e1', section: { main: 'route', sub: 'offroad' }, country: 'Croatia', access: 2 }))
    renderRoutes('/events/e1', eventDetailRoutes)
    expect(await screen.findByText('Trasy · Off-road')).toBeInTheDocument()
    expect(screen.getByText('Chorvátsko')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Len pre terénne autá' })).toBeInTheDocument()
    expect(screen.getByText('1. mája 2024')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Stiahnuť GPX' })).toBeInTheDocument()
  })
})

describe('the owner-only controls', () => {
  it('are shown to the event’s creator', async () => {
    userActions.success(makeUser({ _id: 'owner-1' }))
    serve(makeEvent({ _id: 'e1', user: { _id: 'owner-1', username: 'alice' } }))
    renderRoutes('/events/e1', eventDetailRoutes)
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })

  it('are hidden from another signed-in user', async () => {
    const event = makeEvent({ _id: 'e1' })
    userActions.success(visitorOf(event))
    serve(event)
    renderRoutes('/events/e1', eventDetailRoutes)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
  })

  it('are hidden from a visitor, who gets no wishlist button either', async () => {
    serve(makeEvent({ _id: 'e1' }))
    renderRoutes('/events/e1', eventDetailRoutes)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to wishlist' })).not.toBeInTheDocument()
  })
})

describe('editing an event', () => {
  it('opens the owner’s edit form and shows the saved event afterwards', { timeout: 60_000 }, async () => {
    userActions.success(makeUser({ _id: 'owner-1' }))
    const event = makeEvent({ _id: 'e1', title: 'Old title', user: { _id: 'owner-1', username: 'alice' } })
    serve(event)
    api.on('PUT', '/api/events/e1', (call) => ok({ ...event, ...(call.body as object) }))
    renderRoutes('/events/e1', eventDetailRoutes)

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }))
    // the form is its own chunk, compiled on first use: seconds when every test project runs at once
    const dialog = await screen.findByRole('dialog', { name: 'Edit the event' }, { timeout: 20_000 })
    const title = within(dialog).getByLabelText(/^Title/)
    await userEvent.clear(title)
    await userEvent.type(title, 'New title')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'New title' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('deleting an event', () => {
  it('asks first, shows a failure in the dialog, and goes to /events once deleted', async () => {
    userActions.success(makeUser({ _id: 'owner-1' }))
    serve(makeEvent({ _id: 'e1', title: 'Old camp', user: { _id: 'owner-1', username: 'alice' } }))
    let attempt = 0
    api.on('DELETE', '/api/events/e1', () => {
      attempt += 1
      return attempt === 1 ? fail(403, 'forbidden', 'You are not allowed to do that.') : ok({ _id: 'e1' })
    })
    const { router } = renderRoutes('/events/e1', eventDetailRoutes)

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the event?' })
    expect(within(dialog).getByText(/“Old camp” will be deleted/)).toBeInTheDocument()
    expect(attempt).toBe(0)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You are not allowed to do that.')
    expect(router.state.location.pathname).toBe('/events/e1')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/events'))
    expect(attempt).toBe(2)
  })

  it('does nothing when the owner keeps the event', async () => {
    userActions.success(makeUser({ _id: 'owner-1' }))
    serve(makeEvent({ _id: 'e1', user: { _id: 'owner-1', username: 'alice' } }))
    renderRoutes('/events/e1', eventDetailRoutes)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)
  })
})

describe('the wishlist toggle', () => {
  it('starts as saved when the server’s wishlist holds the event', async () => {
    const event = makeEvent({ _id: 'e1' })
    const reader = visitorOf(event)
    userActions.success(reader)
    serve(event)
    api.on('GET', '/api/wishlist', () => ok([makeWishlistItem(event, reader._id)]))
    renderRoutes('/events/e1', eventDetailRoutes)
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument()
  })

  it('flips to saved only after the server confirms the add, and back after it confirms the removal', async () => {
    const event = makeEvent({ _id: 'e1' })
    const reader = visitorOf(event)
    userActions.success(reader)
    serve(event)
    // the server's list, which the page asks for again after each change
    let saved: ReturnType<typeof makeWishlistItem>[] = []
    api.on('GET', '/api/wishlist', () => ok(saved))
    let confirmAdd: () => void = () => undefined
    api.on(
      'POST',
      '/api/wishlist',
      () =>
        new Promise((resolve) => {
          confirmAdd = () => {
            saved = [makeWishlistItem(event, reader._id)]
            resolve(ok(saved[0], 201))
          }
        }),
    )
    api.on('DELETE', `/api/wishlist/e1/${reader._id}`, () => {
      saved = []
      return ok({ eventID: 'e1' })
    })
    renderRoutes('/events/e1', eventDetailRoutes)

    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true))
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ eventID: 'e1' })
    expect(screen.queryByRole('button', { name: 'Remove from wishlist' })).not.toBeInTheDocument()

    confirmAdd()
    const remove = await screen.findByRole('button', { name: 'Remove from wishlist' })
    expect(useRootStore.getState().user.currentUser?.favourites).toEqual(['e1'])
    expect(useRootStore.getState().wishlists.wishlistsItems.map((i) => i.eventID)).toEqual(['e1'])

    await userEvent.click(remove)
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument()
    expect(useRootStore.getState().user.currentUser?.favourites).toEqual([])
    expect(useRootStore.getState().wishlists.wishlistsItems).toEqual([])
  })

  it('stays as it was and only logs when the server refuses', async () => {
    const event = makeEvent({ _id: 'e1' })
    userActions.success(visitorOf(event))
    serve(event)
    api.on('POST', '/api/wishlist', () => fail(500, 'internal', 'Something went wrong!'))
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderRoutes('/events/e1', eventDetailRoutes)

    await userEvent.click(await screen.findByRole('button', { name: 'Add to wishlist' }))
    await waitFor(() => expect(log).toHaveBeenCalled())
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeEnabled()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(useRootStore.getState().user.currentUser?.favourites).toEqual([])
  })
})

describe('where the event is', () => {
  it('links to the spot in Google Maps, in a new tab, when no Maps key is configured', async () => {
    serve(makeEvent({ _id: 'e1', coordinates: [48.148598, 17.107748] }))
    renderRoutes('/events/e1', eventDetailRoutes)
    const link = await screen.findByRole('link', { name: 'Open in maps' })
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps?q=48.148598,17.107748')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it('shows neither map nor maps link for an event without coordinates', async () => {
    serve(makeEvent({ _id: 'e1', coordinates: [], section: { main: 'route', sub: 'offroad' } }))
    renderRoutes('/events/e1', eventDetailRoutes)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('link', { name: 'Open in maps' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: "Map of the event's location" })).not.toBeInTheDocument()
  })

  it('opens the event’s map link in a new tab; a place name becomes a maps search', async () => {
    serve(makeEvent({ _id: 'e1', map: 'https://maps.example.com/trip/42' }))
    serve(makeEvent({ _id: 'e2', map: 'Štrbské pleso' }))
    renderRoutes('/events/e1', eventDetailRoutes)
    const link = await screen.findByRole('link', { name: 'Open the map' })
    expect(link).toHaveAttribute('href', 'https://maps.example.com/trip/42')
    expect(link).toHaveAttribute('target', '_blank')
  })

  it('turns a map given as a place name into a maps search', async () => {
    serve(makeEvent({ _id: 'e2', map: 'Štrbské pleso' }))
    renderRoutes('/events/e2', eventDetailRoutes)
    expect(await screen.findByRole('link', { name: 'Open the map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=%C5%A0trbsk%C3%A9%20pleso',
    )
  })
})

describe('the GPX button', () => {
  it('is always there, and says when the event has no route file', async () => {
    serve(makeEvent({ _id: 'e1', gpxFile: null }))
    renderRoutes('/events/e1', eventDetailRoutes)
    await userEvent.click(await screen.findByRole('button', { name: 'Download GPX' }))
    expect(await screen.findByText('No GPX file available for this event.')).toBeInTheDocument()
  })

  it('downloads a stored route file and says so', async () => {
    if (!inject('storageServerUrl'))
      throw new Error('Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set.')
    const account = await createEmulatorAccount('gpx-detail')
    await signInWithEmailAndPassword(auth, account.email, account.password)
    const name = `${Date.now()}_track.gpx`
    const object = ref(await getAppStorage(), `events/${account.uid}/${name}`)
    // Bytes built here: jsdom's TextEncoder makes a Uint8Array of another realm, which the SDK sends as text.
    const gpx = Uint8Array.from('<gpx version="1.1"></gpx>', (char) => char.charCodeAt(0))
    await uploadBytes(object, gpx, {
      contentType: 'application/gpx+xml',
      contentDisposition: 'attachment',
    })
    const gpxFile = await getDownloadURL(object)
    await signOut(auth)
    // jsdom cannot save files: these two stand in for the browser's download, not for the code under test.
    const created = vi.fn((_blob: Blob) => 'blob:gpx')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }))
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })

    serve(makeEvent({ _id: 'e1', gpxFile }))
    renderRoutes('/events/e1', eventDetailRoutes)
    await userEvent.click(await screen.findByRole('button', { name: 'Download GPX' }))
    expect(
      await screen.findByText('GPX file downloaded successfully!', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument()
    // Saved under the stored object's own name, as a GPX file.
    expect(saved).toEqual([name])
    expect(created.mock.calls[0]?.[0].type).toBe('application/gpx+xml')
  })

  it('says the download failed when the route file is gone', async () => {
    if (!inject('storageServerUrl'))
      throw new Error('Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set.')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const storage = await getAppStorage()
    const gone = `http://${storage.app.options.storageBucket}/v0/b/${storage.app.options.storageBucket}/o/events%2Fnobody%2F1_gone.gpx?alt=media`
    serve(makeEvent({ _id: 'e1', gpxFile: gone }))
    renderRoutes('/events/e1', eventDetailRoutes)
    await userEvent.click(await screen.findByRole('button', { name: 'Download GPX' }))
    expect(
      await screen.findByText('Failed to download the GPX file. Please try again later.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument()
  })
})
