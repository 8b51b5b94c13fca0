import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ShareLinkDto, UserDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { renderRoutes } from '@/testing/render-app'
import { wishlistRoutes } from '../routes'

const me: UserDto = {
  _id: 'me-1',
  username: 'alice',
  email: 'a@example.com',
  profilePicture: '',
  favourites: [],
}
const first: ShareLinkDto = { token: 'firstTokenAAAAAAAAAAAAA', createdAt: '2026-01-01T00:00:00.000Z' }
const second: ShareLinkDto = { token: 'secondTokenBBBBBBBBBBBB', createdAt: '2026-01-02T00:00:00.000Z' }

let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  userActions.success(me)
  api.on('GET', '/api/wishlist/me-1', () => ok([]))
})

const linkField = () => screen.findByRole('textbox', { name: 'Link to your list' })

describe('sharing the wishlist', () => {
  it('is off at first; creating a link shows it, and Copy puts it on the clipboard', async () => {
    const user = userEvent.setup()
    api.on('GET', '/api/wishlist/share', () => ok(null))
    api.on('POST', '/api/wishlist/share', () => ok(first, 201))
    renderRoutes('/wishlist', wishlistRoutes)
    expect(await screen.findByRole('heading', { level: 2, name: 'Share this list' })).toBeInTheDocument()
    const create = await screen.findByRole('button', { name: 'Create a link' })
    expect(screen.queryByRole('textbox', { name: 'Link to your list' })).not.toBeInTheDocument()
    await user.click(create)
    const field = await linkField()
    expect(field).toHaveValue(`${window.location.origin}/shared/${first.token}`)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/shared/${first.token}`)
  })

  it('making a new link replaces the one shown; stopping hides it', async () => {
    const user = userEvent.setup()
    api.on('GET', '/api/wishlist/share', () => ok(first))
    api.on('POST', '/api/wishlist/share', () => ok(second, 201))
    api.on('DELETE', '/api/wishlist/share', () => ok({ shared: false }))
    renderRoutes('/wishlist', wishlistRoutes)
    expect(await linkField()).toHaveValue(`${window.location.origin}/shared/${first.token}`)
    expect(screen.getByText('The current link will stop working.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Make a new link' }))
    await waitFor(async () =>
      expect(await linkField()).toHaveValue(`${window.location.origin}/shared/${second.token}`),
    )
    // stopping asks first; Cancel leaves the link as it is
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }))
    const question = await screen.findByRole('alertdialog', { name: 'Stop sharing this list?' })
    expect(question).toHaveTextContent('anyone you sent it to can no longer open your list')
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await linkField()).toHaveValue(`${window.location.origin}/shared/${second.token}`)
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Stop sharing' }))
    const again = await screen.findByRole('alertdialog', { name: 'Stop sharing this list?' })
    await user.click(within(again).getByRole('button', { name: 'Stop sharing' }))
    expect(await screen.findByRole('button', { name: 'Create a link' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Link to your list' })).not.toBeInTheDocument()
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST', 'DELETE'])
  })

  it('says why a link could not be made', async () => {
    const user = userEvent.setup()
    api.on('GET', '/api/wishlist/share', () => ok(null))
    api.on('POST', '/api/wishlist/share', () => fail(401, 'invalid_token', 'Your session has expired.'))
    renderRoutes('/wishlist', wishlistRoutes)
    await user.click(await screen.findByRole('button', { name: 'Create a link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work: Your session has expired.')
  })

  it('speaks Slovak to a Slovak owner', async () => {
    await i18n.changeLanguage('sk')
    const user = userEvent.setup()
    api.on('GET', '/api/wishlist/share', () => ok(first))
    api.on('DELETE', '/api/wishlist/share', () => ok({ shared: false }))
    renderRoutes('/wishlist', wishlistRoutes)
    expect(await screen.findByRole('heading', { level: 2, name: 'Zdieľať tento zoznam' })).toBeInTheDocument()
    expect(await screen.findByRole('textbox', { name: 'Odkaz na váš zoznam' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Kopírovať odkaz' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Prestať zdieľať' }))
    const question = await screen.findByRole('alertdialog', { name: 'Prestať zdieľať zoznam?' })
    await user.click(within(question).getByRole('button', { name: 'Prestať zdieľať' }))
    expect(await screen.findByRole('button', { name: 'Vytvoriť odkaz' })).toBeInTheDocument()
  })
})
