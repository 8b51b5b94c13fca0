// The search above every events list: what a reader types, what the server is asked, what the list and
// the address show. The server's matching (folding, prefixes, several words) is tested over HTTP in
// functions/; here the stubbed API answers by the query it receives, as the server would.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { stubApi, type ApiStub } from '@/testing/api-stub'
import { eventsQueries, makeEvent } from '@/testing/event-factories'
import { renderRoutes } from '@/testing/render-app'
import { EventsList } from './events-list'

const kosice = makeEvent({ _id: 'k1', title: 'Košice old town parking', country: 'Slovakia' })
const strbske = makeEvent({ _id: 's1', title: 'Štrbské pleso camp', country: 'Slovakia' })
const prespa = makeEvent({ _id: 'p1', title: 'Prespa lake shore', country: 'North Macedonia' })

function page(events: EventDto[]) {
  return { status: 200, body: { success: true, data: events, nextCursor: null } }
}

/** The `q` of the last GET /api/events (undefined when the list was asked for without one). */
function lastSearch(): string | undefined {
  return eventsQueries().at(-1)?.q
}

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  // The server's answer for the search it was sent: the whole list without one.
  const answers: Record<string, EventDto[]> = { kosice: [kosice], strb: [strbske], 'nothing here': [] }
  api.on('GET', '/api/events', () => {
    const q = lastSearch()
    return page(q === undefined ? [kosice, strbske, prespa] : (answers[q] ?? []))
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

function renderList(path = '/') {
  return renderRoutes(path, [{ index: true, element: <EventsList /> }])
}

describe('searching an events list', { timeout: 20_000 }, () => {
  it('narrows the list to what was typed without diacritics, keeps it in the address and marks it in the title', async () => {
    const user = userEvent.setup()
    const { router } = renderList()
    expect(await screen.findByRole('link', { name: /Prespa lake shore/ })).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'kosice')

    const results = await screen.findByRole('list', { name: 'Events matching “kosice”' })
    // The previous cards stay, dimmed and marked busy, until the answer arrives.
    await waitFor(() =>
      expect(within(results).queryByRole('link', { name: /Prespa/ })).not.toBeInTheDocument(),
    )
    expect(results).toHaveAttribute('aria-busy', 'false')
    expect(lastSearch()).toBe('kosice')
    expect(router.state.location.search).toBe('?q=kosice')
    const card = within(results).getByRole('link', { name: /Košice old town parking/ })
    // The word as written, with its diacritics, is what is marked.
    expect(within(card).getByRole('mark')).toHaveTextContent(/^Košice$/)
  })

  it('marks only the beginning a word was found by', async () => {
    renderList('/?q=strb')
    const card = await screen.findByRole('link', { name: /Štrbské pleso camp/ })
    expect(within(card).getByRole('mark')).toHaveTextContent(/^Štrb$/)
  })

  it('opens a shared address with its search in the field and the list already narrowed', async () => {
    renderList('/?q=kosice')
    expect(await screen.findByRole('link', { name: /Košice old town/ })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('kosice')
    expect(screen.queryByRole('link', { name: /Štrbské/ })).not.toBeInTheDocument()
    // The first request already carried the search: no flash of the whole list.
    expect(eventsQueries().map((query) => query.q)).toEqual(['kosice'])
  })

  it('keeps the search when a type or a country narrows the list further', async () => {
    const user = userEvent.setup()
    renderList('/?q=kosice')
    await screen.findByRole('link', { name: /Košice old town/ })
    await user.click(screen.getByRole('link', { name: 'Camps' }))
    await waitFor(() => expect(eventsQueries().at(-1)).toMatchObject({ q: 'kosice', section: 'camp' }))
    await user.selectOptions(screen.getByRole('combobox', { name: /country/i }), 'Slovakia')
    await waitFor(() =>
      expect(eventsQueries().at(-1)).toMatchObject({ q: 'kosice', section: 'camp', country: 'Slovakia' }),
    )
  })

  it('says when nothing matches and clears the search on request, bringing the whole list back', async () => {
    const user = userEvent.setup()
    const { router } = renderList('/?q=nothing+here')
    expect(await screen.findByText('No events match “nothing here”.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear search' }))

    expect(await screen.findByRole('link', { name: /Prespa lake shore/ })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('')
    expect(router.state.location.search).toBe('')
    expect(lastSearch()).toBeUndefined()
  })

  it('empties the field with its clear button and shows the whole list again', async () => {
    const user = userEvent.setup()
    const { router } = renderList('/?q=strb')
    await screen.findByRole('link', { name: /Štrbské pleso/ })
    await user.click(screen.getByRole('button', { name: 'Clear the search field' }))
    expect(await screen.findByRole('link', { name: /Prespa lake shore/ })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveFocus()
    expect(router.state.location.search).toBe('')
  })

  it('explains a search it cannot run, and leaves the list as it was', async () => {
    const user = userEvent.setup()
    renderList()
    await screen.findByRole('link', { name: /Prespa lake shore/ })
    const field = screen.getByRole('searchbox', { name: 'Search events' })
    await user.type(field, 'one two three four five six seven')
    expect(await screen.findByText('Search for at most 6 words at once.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(eventsQueries().every((query) => query.q === undefined)).toBe(true)
    expect(screen.getByRole('link', { name: /Prespa lake shore/ })).toBeInTheDocument()
  })

  it('speaks Slovak: the field, the results, the empty result and the error', async () => {
    await i18n.changeLanguage('sk')
    const user = userEvent.setup()
    renderList('/?q=nothing+here')
    expect(await screen.findByText('Pre „nothing here“ sa nenašiel žiadny tip.')).toBeInTheDocument()
    const field = screen.getByRole('searchbox', { name: 'Hľadať tipy' })
    await user.click(screen.getByRole('button', { name: 'Zrušiť hľadanie' }))
    await screen.findByRole('link', { name: /Prespa lake shore/ })
    await user.type(field, 'strb')
    expect(await screen.findByRole('list', { name: 'Výsledky pre „strb“' })).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'a b c d e f g')
    expect(await screen.findByText('Hľadajte najviac 6 slov naraz.')).toBeInTheDocument()
  })

  it('is a form the browser can send itself: to this list, keeping its filters but not its page', async () => {
    renderList('/?type=camp&country=Slovakia&cursor=abc&lang=sk')
    const search = await screen.findByRole('search', { name: 'Search events' })
    expect(search).toHaveAttribute('method', 'get')
    expect(search).toHaveAttribute('action', '/')
    expect(within(search).getByRole('searchbox')).toHaveAttribute('name', 'q')
    const sent = Object.fromEntries(
      [...search.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
    )
    expect(sent).toEqual({ type: 'camp', country: 'Slovakia', lang: 'sk' })
  })
})
