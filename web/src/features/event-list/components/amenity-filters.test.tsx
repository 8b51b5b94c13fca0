// "What it offers" on lists: the filters in the address (shareable, Back undoes them) and the compact
// marks on cards (the event page's full list: event-detail's amenity-list.test.tsx).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { stubApi, type ApiStub } from '@/testing/api-stub'
import { eventsQueries, makeEvent } from '@/testing/event-factories'
import { renderInApp, renderRoutes } from '@/testing/render-app'
import { EventCard } from './event-card'
import { EventsList } from './events-list'

const page = (events: EventDto[]) => ({
  status: 200,
  body: { success: true, data: events, nextCursor: null },
})
const lastQuery = () => eventsQueries().at(-1)

let api: ApiStub
beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/events', () => page([]))
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('filtering a list by what events offer', () => {
  it('keeps the chosen facts in the address, and Back undoes the last one', async () => {
    const { router } = renderInApp(<EventsList />)
    await userEvent.click(await screen.findByText('What it offers', { selector: 'summary' }))
    const group = await screen.findByRole('group', { name: 'What it offers' })
    await userEvent.click(within(group).getByRole('button', { name: 'Drinking water' }))
    await waitFor(() => expect(lastQuery()).toEqual({ has: 'water', limit: '24' }))
    await userEvent.click(within(group).getByRole('button', { name: 'Waste dump station' }))
    await userEvent.click(within(group).getByRole('button', { name: 'Free' }))
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Fits my vehicle (m)' }), '7.5')
    await waitFor(() =>
      expect(lastQuery()).toEqual({ has: 'water,dump', free: '1', fits: '7.5', limit: '24' }),
    )
    expect(router.state.location.search).toBe('?has=water%2Cdump&free=1&fits=7.5')
    act(() => void router.navigate(-1))
    await waitFor(() => expect(lastQuery()).toEqual({ has: 'water,dump', free: '1', limit: '24' }))
    expect(within(group).getByRole('combobox', { name: 'Fits my vehicle (m)' })).toHaveValue('')
  })

  it('chooses this month when "open in" is first pressed, and another month after', async () => {
    renderInApp(<EventsList />)
    await userEvent.click(await screen.findByText('What it offers', { selector: 'summary' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Open in' }))
    const month = String(new Date().getMonth() + 1)
    await waitFor(() => expect(lastQuery()).toEqual({ open: month, limit: '24' }))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Open in' }), 'December')
    await waitFor(() => expect(lastQuery()).toEqual({ open: '12', limit: '24' }))
  })

  it('reads the facts from a shared address, open and pressed, in Slovak too', async () => {
    await i18n.changeLanguage('sk')
    renderRoutes('/?has=water&surface=gravel&4x4=1', [{ index: true, element: <EventsList /> }])
    await waitFor(() =>
      expect(eventsQueries()[0]).toEqual({ has: 'water', surface: 'gravel', '4x4': '1', limit: '24' }),
    )
    const group = await screen.findByRole('group', { name: 'Čo ponúka' })
    expect(group).toBeVisible()
    expect(within(group).getByRole('button', { name: 'Pitná voda' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(group).getByRole('button', { name: 'Trasy pre autá s\u00a0pohonom 4×4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(group).getByRole('combobox', { name: 'Povrch' })).toHaveValue('gravel')
  })
})

describe('what an event offers, shown', () => {
  const amenities = {
    water: true,
    toilets: false,
    dump: true,
    price: { amount: 0, currency: 'EUR' as const },
    maxLength: 7.5,
    months: [5, 6, 7],
  }

  it('marks a card with an icon per fact it has, each named', async () => {
    renderInApp(<EventCard event={makeEvent({ _id: 'c1', title: 'Lake meadow', amenities })} />)
    const card = await screen.findByRole('link', { name: /Lake meadow/ })
    expect(
      within(card)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(expect.arrayContaining(['Drinking water', 'Waste dump station', 'Free']))
    expect(within(card).queryByRole('img', { name: 'Toilets' })).not.toBeInTheDocument()
    // the card's link says them too
    expect(card).toHaveAccessibleName(expect.stringContaining('Drinking water Waste dump station Free'))
  })
})
