import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, stubApi, type ApiStub } from '@/testing/api-stub'
import { eventsQueries, makeEvent, makeUser } from '@/testing/event-factories'
import { renderInApp, renderRoutes } from '@/testing/render-app'
import { EventsList } from './events-list'

function page(events: EventDto[], nextCursor: string | null = null) {
  return { status: 200, body: { success: true, data: events, nextCursor } }
}

/** The query of the n-th GET /api/events, as a plain object. */
function listQuery(_api: ApiStub, n: number): Record<string, string> {
  const query = eventsQueries()[n]
  if (!query) throw new Error(`no events request #${n}`)
  return query
}

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the events list', () => {
  it('shows a spinner while the events load', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined
    api.on('GET', '/api/events', () => new Promise((resolve) => (answer = resolve)))
    renderInApp(<EventsList />)
    expect(await screen.findByRole('status')).toHaveTextContent('Loading events…')
    answer(page([]))
    expect(await screen.findByText('No events found.')).toBeInTheDocument()
  })

  it('shows each event as a card linking to its page with photo, access, title, date, country and section', async () => {
    const camp = makeEvent({
      _id: 'c1',
      title: 'Lake camp',
      access: 0,
      date: '2024-05-01',
      country: 'Slovakia',
    })
    const route = makeEvent({
      _id: 'r1',
      title: 'Forest track',
      access: 2,
      section: { main: 'route', sub: 'caravan_car' },
      country: 'North Macedonia',
      thumbnail: 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/thumb.webp?alt=media',
    })
    const car = makeEvent({
      _id: 'i1',
      title: 'Balkan loop',
      access: 1,
      section: { main: 'itinerary', sub: null },
    })
    api.on('GET', '/api/events', () => page([camp, route, car]))
    renderInApp(<EventsList />)

    const campCard = await screen.findByRole('link', { name: /Lake camp/ })
    expect(campCard).toHaveAttribute('href', '/events/c1')
    expect(within(campCard).getByRole('img', { name: 'Access: Caravan' })).toBeInTheDocument()
    expect(within(campCard).getByRole('img', { name: 'Lake camp' })).toHaveAttribute('src', camp.image)
    expect(within(campCard).getByText('1 May 2024')).toBeInTheDocument()
    expect(within(campCard).getByText('Slovakia')).toBeInTheDocument()
    expect(within(campCard).getByText('Camps · Natural camp')).toBeInTheDocument()

    const routeCard = screen.getByRole('link', { name: /Forest track/ })
    expect(within(routeCard).getByRole('img', { name: 'Access: Off-road' })).toBeInTheDocument()
    // The card uses the small copy when the upload made one.
    expect(within(routeCard).getByRole('img', { name: 'Forest track' })).toHaveAttribute(
      'src',
      route.thumbnail,
    )
    expect(within(routeCard).getByText('North Macedonia')).toBeInTheDocument()
    expect(within(routeCard).getByText('Routes · Caravan & car')).toBeInTheDocument()

    const carCard = screen.getByRole('link', { name: /Balkan loop/ })
    expect(within(carCard).getByRole('img', { name: 'Access: Car' })).toBeInTheDocument()
    expect(within(carCard).getByText('Itinerary')).toBeInTheDocument()
  })

  it('loads the first cards at once and the ones further down lazily, with their size reserved', async () => {
    api.on('GET', '/api/events', () => page([1, 2, 3, 4, 5].map((i) => makeEvent({ title: `Event ${i}` }))))
    renderInApp(<EventsList />)
    const first = await screen.findByRole('img', { name: 'Event 1' })
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('width', '384')
    expect(first).toHaveAttribute('height', '240')
    expect(screen.getByRole('img', { name: 'Event 5' })).toHaveAttribute('loading', 'lazy')
  })

  it('says so when no event matches', async () => {
    api.on('GET', '/api/events', () => page([]))
    renderInApp(<EventsList />)
    expect(await screen.findByText('No events found.')).toBeInTheDocument()
  })

  it('shows "Error: {message}" when the events cannot be loaded', async () => {
    api.on('GET', '/api/events', () => fail(500, 'internal', 'Something went wrong!'))
    renderInApp(<EventsList />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something went wrong!')
  })

  it('asks the server again with the section when a type is chosen', async () => {
    api.on('GET', '/api/events', () => page([makeEvent()]))
    renderInApp(<EventsList />)
    await screen.findByRole('link', { name: /Lake camp/ })
    expect(listQuery(api, 0)).toEqual({ limit: '24' })

    const group = screen.getByRole('group', { name: 'Event type' })
    for (const name of ['All', 'Routes', 'Camps', 'Places', 'Itinerary'])
      expect(within(group).getByRole('link', { name })).toBeInTheDocument()
    expect(within(group).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true')
    // links to the list's addresses, which work before the app has started
    expect(within(group).getByRole('link', { name: 'Routes' })).toHaveAttribute('href', '/?type=route')
    expect(within(group).getByRole('link', { name: 'Routes' })).not.toHaveAttribute('type')

    await userEvent.click(within(group).getByRole('link', { name: 'Routes' }))
    await waitFor(() => expect(listQuery(api, 1)).toEqual({ section: 'route', limit: '24' }))
    expect(within(group).getByRole('link', { name: 'Routes' })).toHaveAttribute('aria-current', 'true')

    await userEvent.click(within(group).getByRole('link', { name: 'Itinerary' }))
    await waitFor(() => expect(listQuery(api, 2)).toEqual({ section: 'itinerary', limit: '24' }))

    await userEvent.click(within(group).getByRole('link', { name: 'All' }))
    await waitFor(() => expect(listQuery(api, 3)).toEqual({ limit: '24' }))
  })

  it('asks the server again with the country chosen in the dropdown, and without it for All countries', async () => {
    api.on('GET', '/api/events', () => page([]))
    renderInApp(<EventsList />)
    const country = await screen.findByRole('combobox', { name: 'Country' })
    expect(within(country).getByRole('option', { name: 'All countries' })).toBeInTheDocument()

    await userEvent.selectOptions(country, 'Croatia')
    await waitFor(() => expect(listQuery(api, 1)).toEqual({ country: 'Croatia', limit: '24' }))
    await userEvent.selectOptions(country, 'All countries')
    await waitFor(() => expect(listQuery(api, 2)).toEqual({ limit: '24' }))
  })

  it('keeps the type and the country in the address, so a list sent to someone opens with them', async () => {
    api.on('GET', '/api/events', () => page([]))
    const { router } = renderInApp(<EventsList />)
    const group = await screen.findByRole('group', { name: 'Event type' })
    await userEvent.click(within(group).getByRole('link', { name: 'Camps' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Norway')
    await waitFor(() => expect(router.state.location.search).toBe('?type=camp&country=Norway'))
    cleanup()

    renderRoutes('/?type=camp&country=Norway', [{ index: true, element: <EventsList /> }])
    const opened = await screen.findByRole('group', { name: 'Event type' })
    expect(within(opened).getByRole('link', { name: 'Camps' })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('Norway')
    await waitFor(() =>
      expect(eventsQueries().at(-1)).toEqual({
        section: 'camp',
        country: 'Norway',
        limit: '24',
      }),
    )
  })

  it('shows places found gone only when the reader asks for them', async () => {
    api.on('GET', '/api/events', () => page([]))
    renderInApp(<EventsList />)
    const toggle = await screen.findByRole('button', { name: 'Also places found gone' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(listQuery(api, 1)).toEqual({ gone: '1', limit: '24' }))
    await userEvent.click(toggle)
    await waitFor(() => expect(listQuery(api, 2)).toEqual({ limit: '24' }))
  })

  it('sorts and narrows by what travellers found, keeping the choice in the address', async () => {
    api.on('GET', '/api/events', () => page([]))
    const { router } = renderInApp(<EventsList />)
    const order = await screen.findByRole('combobox', { name: 'Order' })
    expect(order).toHaveDisplayValue('Newest first')
    await userEvent.selectOptions(order, 'Top rated')
    await waitFor(() => expect(listQuery(api, 1)).toEqual({ sort: 'rating', limit: '24' }))
    const found = screen.getByRole('group', { name: 'What travellers found' })
    await userEvent.click(within(found).getByRole('button', { name: 'Visited in the last 12 months' }))
    await waitFor(() => expect(listQuery(api, 2)).toEqual({ sort: 'rating', visited: '1', limit: '24' }))
    await userEvent.click(within(found).getByRole('button', { name: '4 stars or more' }))
    await waitFor(() =>
      expect(listQuery(api, 3)).toEqual({ sort: 'rating', visited: '1', rating: '4', limit: '24' }),
    )
    expect(router.state.location.search).toBe('?sort=rating&visited=1&rating=4')
    // Back undoes the last choice
    act(() => void router.navigate(-1))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '4 stars or more' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    )
  })

  it('reads the order and filters from the address, and near a place lists nearest first', async () => {
    api.on('GET', '/api/events', () => page([]))
    renderRoutes('/?sort=visited&rating=4&near=48.1,17.1', [{ index: true, element: <EventsList /> }])
    await waitFor(() =>
      expect(listQuery(api, 0)).toEqual({ rating: '4', near: '48.1,17.1', radius: '100', limit: '24' }),
    )
    // nearest first: no order to choose
    expect(screen.queryByRole('combobox', { name: 'Order' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '4 stars or more' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('can be narrowed to a user, to sections and to subsections, and then hides what was asked', async () => {
    api.on('GET', '/api/events', () => page([]))
    renderInApp(
      <EventsList
        user="u-7"
        section={['camp', 'places']}
        sub={['natural', 'views']}
        hideFilters
        hideAddForm
      />,
    )
    await screen.findByText('No events found.')
    expect(listQuery(api, 0)).toEqual({
      user: 'u-7',
      section: 'camp,places',
      sub: 'natural,views',
      limit: '24',
    })
    expect(screen.queryByRole('group', { name: 'Event type' })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument()
    expect(screen.queryByText('You must be signed in to add an event.')).not.toBeInTheDocument()
  })

  it('asks a visitor to sign in before adding an event', async () => {
    api.on('GET', '/api/events', () => page([]))
    renderInApp(<EventsList />)
    expect(await screen.findByText(/You must be signed in to add an event\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument()
  })

  it('offers a signed-in user the add-event button instead of the prompt', async () => {
    userActions.success(makeUser())
    api.on('GET', '/api/events', () => page([]))
    renderInApp(<EventsList />)
    expect(await screen.findByRole('button', { name: 'Add event' })).toBeInTheDocument()
    expect(screen.queryByText(/You must be signed in to add an event\./)).not.toBeInTheDocument()
  })

  it('loads the next page with the cursor when "Load more" is pressed, and stops at the end', async () => {
    const first = [makeEvent({ title: 'First page event' })]
    const second = [makeEvent({ title: 'Second page event' })]
    api.on('GET', '/api/events', () =>
      eventsQueries().at(-1)?.cursor === 'c-2' ? page(second) : page(first, 'c-2'),
    )
    renderInApp(<EventsList />)
    await screen.findByRole('link', { name: /First page event/ })

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: /Second page event/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /First page event/ })).toBeInTheDocument()
    expect(listQuery(api, 1)).toEqual({ limit: '24', cursor: 'c-2' })
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })

  /**
   * jsdom has no layout, so no IntersectionObserver. Like a browser's, this one reports as soon as it
   * observes whether the end of the list is in view (`endInView`), and `scrollEndIntoView` says it is now.
   */
  function stubEndOfList(endInView: boolean) {
    const callbacks = new Set<(entries: { isIntersecting: boolean }[]) => void>()
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          callbacks.add(this.callback)
          queueMicrotask(() => this.callback([{ isIntersecting: endInView }]))
        }
        disconnect() {
          callbacks.delete(this.callback)
        }
      },
    )
    return {
      scrollEndIntoView() {
        endInView = true
        act(() => callbacks.forEach((callback) => callback([{ isIntersecting: true }])))
      },
    }
  }

  it('loads the next page by itself when the end of the list scrolls into view', async () => {
    const endOfList = stubEndOfList(false)
    api.on('GET', '/api/events', () =>
      eventsQueries().at(-1)?.cursor
        ? page([makeEvent({ title: 'Scrolled into view' })])
        : page([makeEvent({ title: 'On the first page' })], 'next'),
    )
    renderInApp(<EventsList />)
    await screen.findByRole('link', { name: /On the first page/ })
    expect(eventsQueries()).toHaveLength(1)
    endOfList.scrollEndIntoView()
    expect(await screen.findByRole('link', { name: /Scrolled into view/ })).toBeInTheDocument()
    expect(eventsQueries()).toHaveLength(2)
  })

  it('keeps loading pages while the end of the list stays in view, and stops at the last', async () => {
    stubEndOfList(true)
    api.on('GET', '/api/events', () => {
      const cursor = eventsQueries().at(-1)?.cursor
      if (cursor === 'p3') return page([makeEvent({ title: 'Third page event' })])
      if (cursor === 'p2') return page([makeEvent({ title: 'Second page event' })], 'p3')
      return page([makeEvent({ title: 'First page event' })], 'p2')
    })
    renderInApp(<EventsList />)
    expect(await screen.findByRole('link', { name: /Third page event/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /First page event/ })).toBeInTheDocument()
    expect(eventsQueries().map((query) => query.cursor)).toEqual([undefined, 'p2', 'p3'])
  })

  it('asks for a failing next page once while the end stays in view, and the button retries it', async () => {
    stubEndOfList(true)
    let nextPageFails = true
    api.on('GET', '/api/events', () => {
      if (!eventsQueries().at(-1)?.cursor) return page([makeEvent({ title: 'First page event' })], 'p2')
      return nextPageFails
        ? fail(503, 'unavailable', 'Service unavailable')
        : page([makeEvent({ title: 'Second page event' })])
    })
    renderInApp(<EventsList />)
    const retry = await screen.findByRole('button', { name: 'Load more' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Service unavailable')
    // The end is still in view, but the failed page is not asked for again by itself.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(eventsQueries().filter((query) => query.cursor === 'p2')).toHaveLength(1)

    nextPageFails = false
    await userEvent.click(retry)
    expect(await screen.findByRole('link', { name: /Second page event/ })).toBeInTheDocument()
  })

  it('shows a back-to-top button once the page has scrolled more than 400 px', async () => {
    api.on('GET', '/api/events', () => page([]))
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    renderInApp(<EventsList />)
    await screen.findByText('No events found.')
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument()

    act(() => {
      window.scrollY = 400
      window.dispatchEvent(new Event('scroll'))
    })
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument()
    act(() => {
      window.scrollY = 401
      window.dispatchEvent(new Event('scroll'))
    })
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }))
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }))
  })

  it('speaks the reader’s language: Slovak labels, countries and dates', async () => {
    await i18n.changeLanguage('sk')
    api.on('GET', '/api/events', () => page([makeEvent({ title: 'Jazero', country: 'Slovakia' })]))
    renderInApp(<EventsList />)
    const card = await screen.findByRole('link', { name: /Jazero/ })
    expect(within(card).getByText('Slovensko')).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: 'Vhodné pre karavany' })).toBeInTheDocument()
    expect(within(card).getByText('1. 5. 2024')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Všetko' })).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Všetky krajiny' })).toBeInTheDocument()
  })
})
