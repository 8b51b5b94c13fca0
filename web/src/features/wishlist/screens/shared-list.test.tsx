import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { EventListItemDto, SharedListDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeEvent } from '@/testing/event-factories'
import { renderRoutes } from '@/testing/render-app'
import { wishlistRoutes } from '../routes'

const TOKEN = 'a1B2c3D4e5F6g7H8i9J0kL'

const card = (title: string): EventListItemDto => ({ ...makeEvent({ title }), track: null })

const list: SharedListDto = {
  owner: { username: 'marta' },
  events: [card('Camp by the lake'), card('Mountain pass')],
}

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
})

describe('a shared wishlist', () => {
  it('shows whose list it is and its events as cards, read-only, with no account', async () => {
    api.on('GET', `/api/shared-lists/${TOKEN}`, () => ok(list))
    renderRoutes(`/shared/${TOKEN}`, wishlistRoutes)
    expect(await screen.findByRole('heading', { level: 1, name: 'marta’s wishlist' })).toBeInTheDocument()
    expect(screen.getByText(/only marta can change it/)).toBeInTheDocument()
    const cards = within(screen.getByRole('list', { name: 'Events on the list' }))
    expect(cards.getByRole('link', { name: /Camp by the lake/ })).toHaveAttribute(
      'href',
      `/events/${list.events[0]!._id}`,
    )
    expect(cards.getByRole('link', { name: /Mountain pass/ })).toBeInTheDocument()
    // nothing of the owner's controls, and no request beyond the list itself
    expect(screen.queryByRole('button', { name: /Stop sharing|Make a new link/ })).not.toBeInTheDocument()
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/shared-lists/${TOKEN}`])
  })

  it('offers the list as GPX and KML files by plain links that need no account', async () => {
    api.on('GET', `/api/shared-lists/${TOKEN}`, () => ok(list))
    renderRoutes(`/shared/${TOKEN}`, wishlistRoutes)
    const group = await screen.findByRole('group', { name: 'Download for GPS' })
    expect(within(group).getByRole('link', { name: 'GPX' }).getAttribute('href')).toMatch(
      new RegExp(`/api/shared-lists/${TOKEN}/export\\.gpx\\?lang=en$`),
    )
    expect(within(group).getByRole('link', { name: 'KML' }).getAttribute('href')).toMatch(
      new RegExp(`/api/shared-lists/${TOKEN}/export\\.kml\\?lang=en$`),
    )
  })

  it('says when the list is empty, without a download', async () => {
    api.on('GET', `/api/shared-lists/${TOKEN}`, () => ok({ ...list, events: [] }))
    renderRoutes(`/shared/${TOKEN}`, wishlistRoutes)
    expect(await screen.findByText('This list has no events yet.')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Download for GPS' })).not.toBeInTheDocument()
  })

  it('says a turned-off or renewed link is not shared', async () => {
    api.on('GET', `/api/shared-lists/${TOKEN}`, () => fail(404, 'shared_list_not_found', 'gone'))
    renderRoutes(`/shared/${TOKEN}`, wishlistRoutes)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This list is not shared' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/Ask them for the current one/)).toBeInTheDocument()
  })

  it('speaks Slovak to a Slovak reader', async () => {
    await i18n.changeLanguage('sk')
    api.on('GET', `/api/shared-lists/${TOKEN}`, () => ok(list))
    renderRoutes(`/shared/${TOKEN}`, wishlistRoutes)
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoznam želaní: marta' })).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Tipy v\u00a0zozname' })).toBeInTheDocument()
    const group = screen.getByRole('group', { name: /GPS/ })
    expect(within(group).getByRole('link', { name: 'GPX' }).getAttribute('href')).toMatch(/\?lang=sk$/)
  })

  it('tells a Slovak reader the link no longer works', async () => {
    await i18n.changeLanguage('sk')
    api.on('GET', `/api/shared-lists/${TOKEN}`, () => fail(404, 'shared_list_not_found', 'preč'))
    renderRoutes(`/shared/${TOKEN}`, wishlistRoutes)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tento zoznam sa nezdieľa' }),
    ).toBeInTheDocument()
  })
})
