import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { stubApi, type ApiStub } from '@/testing/api-stub'
import { eventsQueries, makeEvent, makeUser } from '@/testing/event-factories'
import { renderRoutes } from '@/testing/render-app'
import { eventListRoutes } from '../routes'

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/events', () => ({
    status: 200,
    body: { success: true, data: [makeEvent({ title: 'Listed event' })], nextCursor: null },
  }))
})

afterEach(() => {
  vi.restoreAllMocks()
})

const tileHrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent?.trim().split(/\s{2,}/)[0], a.getAttribute('href')])

describe('the home page', () => {
  it('shows the four section tiles and every event with the filters', async () => {
    renderRoutes('/', eventListRoutes)
    const tiles = await screen.findByRole('navigation', { name: 'Sections' })
    // the tiles name the sections in the order of the type links below them
    const filters = await screen.findByRole('group', { name: 'Event type' })
    const names = (links: HTMLElement[]) =>
      links.map((link) => link.textContent?.match(/Routes|Camps|Places|Itinerary/)?.[0])
    expect(names(within(tiles).getAllByRole('link'))).toEqual(
      names(within(filters).getAllByRole('link')).filter(Boolean),
    )
    expect(within(tiles).getByRole('link', { name: /Places/ })).toHaveAttribute('href', '/events/places')
    expect(within(tiles).getByRole('link', { name: /Routes/ })).toHaveAttribute('href', '/events/route')
    expect(within(tiles).getByRole('link', { name: /Camps/ })).toHaveAttribute('href', '/events/camp')
    expect(within(tiles).getByRole('link', { name: /Itinerary/ })).toHaveAttribute(
      'href',
      '/events/itinerary',
    )
    expect(await screen.findByRole('link', { name: /Listed event/ })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Event type' })).toBeInTheDocument()
    expect(eventsQueries()[0]).toEqual({ limit: '24' })
  })
})

describe('the events landing', () => {
  it('shows the tiles and the latest events without filters or the add form', async () => {
    renderRoutes('/events', eventListRoutes)
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Listed event/ })).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Event type' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument()
  })

  it('leads from the first add-event picture to the section overview', async () => {
    renderRoutes('/events', eventListRoutes)
    expect(await screen.findByRole('link', { name: /Browse by section/ })).toHaveAttribute(
      'href',
      '/events/section',
    )
  })

  it('sends a visitor from the second add-event picture to sign in', async () => {
    renderRoutes('/events', eventListRoutes)
    const add = await screen.findByRole('link', { name: /Add an event/ })
    expect(add).toHaveAttribute('href', '/sign-in')
    expect(add).toHaveTextContent('You must be signed in to add an event.')
  })

  it('opens the add-event form from the second picture for a signed-in user', async () => {
    userActions.success(makeUser())
    renderRoutes('/events', eventListRoutes)
    await userEvent.click(await screen.findByRole('button', { name: /Add an event/ }))
    expect(await screen.findByRole('dialog', { name: 'Add an event' })).toBeInTheDocument()
  })
})

describe('the section pages', () => {
  it('/events/section shows the four sections', async () => {
    renderRoutes('/events/section', eventListRoutes)
    expect(await screen.findByRole('heading', { level: 1, name: 'Sections' })).toBeInTheDocument()
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link')).toHaveLength(4)
  })

  it('/events/camp has tiles to natural and created camps and lists camps', async () => {
    renderRoutes('/events/camp', eventListRoutes)
    const subs = await screen.findByRole('navigation', { name: 'Sub-sections' })
    expect(within(subs).getByRole('link', { name: /Natural camp/ })).toHaveAttribute(
      'href',
      '/events/camp/natural',
    )
    expect(within(subs).getByRole('link', { name: /Campsite/ })).toHaveAttribute(
      'href',
      '/events/camp/created',
    )
    await screen.findByRole('link', { name: /Listed event/ })
    expect(eventsQueries()[0]).toEqual({ section: 'camp', limit: '24' })
  })

  it('/events/route has tiles to off-road and caravan routes', async () => {
    renderRoutes('/events/route', eventListRoutes)
    const subs = await screen.findByRole('navigation', { name: 'Sub-sections' })
    expect(within(subs).getByRole('link', { name: /Off-road/ })).toHaveAttribute(
      'href',
      '/events/route/offroad',
    )
    expect(within(subs).getByRole('link', { name: /Caravan & car/ })).toHaveAttribute(
      'href',
      '/events/route/caravan',
    )
  })

  it('/events/places has tiles to nature, built and views', async () => {
    renderRoutes('/events/places', eventListRoutes)
    const subs = await screen.findByRole('navigation', { name: 'Sub-sections' })
    expect(tileHrefs(subs).map(([, href]) => href)).toEqual([
      '/events/places/nature',
      '/events/places/built',
      '/events/places/views',
    ])
  })

  it('/events/route/caravan lists the caravan_car subsection', async () => {
    renderRoutes('/events/route/caravan', eventListRoutes)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Routes · Caravan & car' }),
    ).toBeInTheDocument()
    await screen.findByRole('link', { name: /Listed event/ })
    expect(eventsQueries()[0]).toEqual({ section: 'route', sub: 'caravan_car', limit: '24' })
  })

  it.each([
    ['/events/camp/natural', 'camp', 'natural'],
    ['/events/camp/created', 'camp', 'created'],
    ['/events/route/offroad', 'route', 'offroad'],
    ['/events/places/nature', 'places', 'nature'],
    ['/events/places/built', 'places', 'built'],
    ['/events/places/views', 'places', 'views'],
  ])('%s lists its subsection', async (path, section, sub) => {
    renderRoutes(path, eventListRoutes)
    await screen.findByRole('link', { name: /Listed event/ })
    expect(eventsQueries()[0]).toEqual({ section, sub, limit: '24' })
  })

  it('an unknown subsection says so instead of listing anything', async () => {
    renderRoutes('/events/camp/underwater', eventListRoutes)
    expect(await screen.findByRole('heading', { name: 'No such sub-section' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Camps' })).toHaveAttribute('href', '/events/camp')
    expect(eventsQueries()).toEqual([])
  })

  it('/events/itinerary lists itineraries', async () => {
    renderRoutes('/events/itinerary', eventListRoutes)
    await screen.findByRole('link', { name: /Listed event/ })
    expect(eventsQueries()[0]).toEqual({ section: 'itinerary', limit: '24' })
  })
})

describe('my events', () => {
  it('warns a visitor to sign in and loads nothing', async () => {
    renderRoutes('/my-events', eventListRoutes)
    expect(await screen.findByText(/You must be signed in to view your events\./)).toBeInTheDocument()
    expect(eventsQueries()).toEqual([])
  })

  it('lists the signed-in user’s own events without an add button', async () => {
    userActions.success(makeUser({ _id: 'me-1' }))
    renderRoutes('/my-events', eventListRoutes)
    expect(await screen.findByRole('link', { name: /Listed event/ })).toBeInTheDocument()
    expect(eventsQueries()[0]).toEqual({ user: 'me-1', limit: '24' })
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument()
  })

  it('shows the server’s failure as "Error: {message}"', async () => {
    userActions.success(makeUser({ _id: 'me-1' }))
    api.on('GET', '/api/events', () => ({
      status: 401,
      body: { success: false, statusCode: 401, code: 'invalid_token', message: 'Your session has expired.' },
    }))
    renderRoutes('/my-events', eventListRoutes)
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error: Your session has expired.'),
    )
  })
})

describe('the headings of the event pages', () => {
  // Screen-reader users jump between headings: a card title one level below the heading it sits under,
  // never two (Lighthouse's heading-order check).
  const levels = () => screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)))

  it.each(['/', '/events', '/events/camp', '/events/camp/natural', '/my-events'])(
    'never skip a level on %s',
    async (path) => {
      userActions.success(makeUser())
      renderRoutes(path, eventListRoutes)
      await screen.findByRole('link', { name: /Listed event/ })
      const found = levels()
      expect(found[0]).toBe(1)
      for (let i = 1; i < found.length; i++) expect(found[i]! - found[i - 1]!).toBeLessThanOrEqual(1)
    },
  )
})
