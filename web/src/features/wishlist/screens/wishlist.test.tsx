import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserDto, WishlistItemDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { auth } from '@/lib/firebase'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { renderRoutes } from '@/testing/render-app'
import { wishlistRoutes } from '../routes'

const me: UserDto = {
  _id: 'me-1',
  username: 'alice',
  email: 'a@example.com',
  profilePicture: '',
  favourites: [],
}

function item(eventID: string, overrides: Partial<WishlistItemDto> = {}): WishlistItemDto {
  return {
    _id: `me-1_${eventID}`,
    eventID,
    userID: 'me-1',
    title: `Saved ${eventID}`,
    image: `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/events%2Fx%2F${eventID}.jpg?alt=media`,
    thumbnail: null,
    section: { main: 'camp', sub: 'natural' },
    country: 'Slovakia',
    addedAt: '2024-05-03T10:00:00.000Z',
    ...overrides,
  }
}

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  // the share controls ask for the link; their own tests are in share-controls.test.tsx
  api.on('GET', '/api/wishlist/share', () => ok(null))
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the wishlist', () => {
  it('warns a visitor to sign in and loads nothing', async () => {
    renderRoutes('/wishlist', wishlistRoutes)
    expect(
      await screen.findByText(/You must be signed in to view your wishlist events\./),
    ).toBeInTheDocument()
    expect(api.calls).toEqual([])
  })

  it('shows a spinner while the saved events load', async () => {
    userActions.success(me)
    api.on('GET', '/api/wishlist/me-1', () => new Promise(() => undefined))
    renderRoutes('/wishlist', wishlistRoutes)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your wishlist…')
  })

  it('shows each saved event as a card with picture, title, section and country, linking to the event', async () => {
    userActions.success(me)
    api.on('GET', '/api/wishlist/me-1', () =>
      ok([
        item('e1', { title: 'Lake camp' }),
        item('e2', {
          title: 'Castle view',
          section: { main: 'places', sub: 'views' },
          country: 'Bosnia_Herzegovina',
          thumbnail: 'http://127.0.0.1:9199/thumb.webp',
        }),
      ]),
    )
    renderRoutes('/wishlist', wishlistRoutes)
    expect(await screen.findByRole('heading', { level: 1, name: 'My wishlist' })).toBeInTheDocument()
    const lake = await screen.findByRole('link', { name: /Lake camp/ })
    expect(lake).toHaveAttribute('href', '/events/e1')
    expect(within(lake).getByRole('img', { name: 'Lake camp' })).toBeInTheDocument()
    expect(within(lake).getByText('Camps · Natural camp')).toBeInTheDocument()
    expect(within(lake).getByText('Slovakia')).toBeInTheDocument()

    const castle = screen.getByRole('link', { name: /Castle view/ })
    expect(castle).toHaveAttribute('href', '/events/e2')
    expect(within(castle).getByRole('img', { name: 'Castle view' })).toHaveAttribute(
      'src',
      'http://127.0.0.1:9199/thumb.webp',
    )
    expect(within(castle).getByText('Places · Viewpoints')).toBeInTheDocument()
    expect(within(castle).getByText('Bosnia and Herzegovina')).toBeInTheDocument()
  })

  it('narrows the cards to the country chosen in the filter, ALL shows every one', async () => {
    userActions.success(me)
    api.on('GET', '/api/wishlist/me-1', () =>
      ok([item('e1', { title: 'In Slovakia' }), item('e2', { title: 'In Croatia', country: 'Croatia' })]),
    )
    renderRoutes('/wishlist', wishlistRoutes)
    await screen.findByRole('link', { name: /In Slovakia/ })
    const filter = screen.getByRole('combobox', { name: 'Country' })
    expect(within(filter).getAllByRole('option')[0]).toHaveTextContent('ALL')
    // ALL plus every country the translations know.
    expect(within(filter).getAllByRole('option').length).toBeGreaterThan(80)

    await userEvent.selectOptions(filter, 'Croatia')
    expect(screen.getByRole('link', { name: /In Croatia/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /In Slovakia/ })).not.toBeInTheDocument()

    await userEvent.selectOptions(filter, 'Austria')
    expect(screen.getByText('No saved events in this country.')).toBeInTheDocument()

    await userEvent.selectOptions(filter, 'ALL')
    expect(screen.getAllByRole('link', { name: /In / })).toHaveLength(2)
  })

  it('says so when nothing is saved yet', async () => {
    userActions.success(me)
    api.on('GET', '/api/wishlist/me-1', () => ok([]))
    renderRoutes('/wishlist', wishlistRoutes)
    expect(await screen.findByText(/Your wishlist is empty\./)).toBeInTheDocument()
  })

  it('shows "Error: {message}" when the wishlist cannot be loaded', async () => {
    userActions.success(me)
    api.on('GET', '/api/wishlist/me-1', () => fail(403, 'forbidden', 'You are not allowed to do that.'))
    renderRoutes('/wishlist', wishlistRoutes)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: You are not allowed to do that.')
  })

  it('speaks Slovak to a Slovak reader', async () => {
    await i18n.changeLanguage('sk')
    userActions.success(me)
    api.on('GET', '/api/wishlist/me-1', () => ok([item('e1', { title: 'Jazero' })]))
    renderRoutes('/wishlist', wishlistRoutes)
    expect(await screen.findByRole('heading', { level: 1, name: 'Môj zoznam želaní' })).toBeInTheDocument()
    const card = await screen.findByRole('link', { name: /Jazero/ })
    expect(within(card).getByText('Kempy · Kemp v prírode')).toBeInTheDocument()
    expect(within(card).getByText('Slovensko')).toBeInTheDocument()
    expect(
      within(screen.getByRole('combobox', { name: 'Krajina' })).getAllByRole('option')[0],
    ).toHaveTextContent('Všetky krajiny')
  })

  describe('downloaded for GPS', () => {
    let saved: { blob: Blob; fileName: string }[]

    beforeEach(async () => {
      // jsdom cannot save files: the test stands in for the browser's save step and keeps what it got.
      saved = []
      let blob: Blob | undefined
      vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
        blob = value as Blob
        return 'blob:http://localhost/saved-export'
      })
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        if (blob && this.href === 'blob:http://localhost/saved-export')
          saved.push({ blob, fileName: this.download })
      })
      const account = await createEmulatorAccount('gpswish')
      await signInWithEmailAndPassword(auth, account.email, account.password)
      userActions.success(me)
      api.on('GET', '/api/wishlist/me-1', () => ok([item('e1', { title: 'Lake camp' })]))
    })

    afterEach(async () => {
      await signOut(auth)
    })

    it('saves the GPX or KML file the API gives, asked for with the reader’s token', async () => {
      const gpx = '<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1"></gpx>'
      api.on('GET', '/api/wishlist/export.gpx', () => ({
        status: 200,
        body: gpx,
        headers: {
          'Content-Type': 'application/gpx+xml; charset=utf-8',
          'Content-Disposition': 'attachment; filename="wishlist-2026-11-26.gpx"',
        },
      }))
      renderRoutes('/wishlist', wishlistRoutes)
      const group = await screen.findByRole('group', { name: 'Download for GPS' })
      await userEvent.click(within(group).getByRole('button', { name: 'GPX' }))
      await waitFor(() => expect(saved).toHaveLength(1))
      expect(saved[0]?.fileName).toBe('wishlist-2026-11-26.gpx')
      expect(await saved[0]?.blob.text()).toBe(gpx)
      const call = api.calls.find((c) => c.path === '/api/wishlist/export.gpx')
      expect(call?.headers.get('Authorization')).toMatch(/^Bearer ./)
      expect(within(group).getByRole('button', { name: 'KML' })).toHaveAttribute(
        'title',
        'A KML file for Google My Maps and Google Earth',
      )
    })

    it('says why a file could not be downloaded, in Slovak to a Slovak reader', async () => {
      await i18n.changeLanguage('sk')
      api.on('GET', '/api/wishlist/export.kml', () =>
        fail(401, 'invalid_token', 'Vaše prihlásenie vypršalo.'),
      )
      renderRoutes('/wishlist', wishlistRoutes)
      const group = await screen.findByRole('group', { name: 'Stiahnuť do GPS' })
      await userEvent.click(within(group).getByRole('button', { name: 'KML' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Súbor sa nepodarilo stiahnuť: Vaše prihlásenie vypršalo.',
      )
      expect(saved).toEqual([])
    })
  })
})
