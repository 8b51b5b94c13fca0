// What an author sees of their own items that reports hide: a banner on the event's page and a badge on
// its card in My events.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { renderApp, renderRoutes, resetSession, signInAs } from '@/testing/render-app'
import { eventDetailRoutes } from '@/features/event-detail/routes'

let api: ApiStub

const me = () => makeUser({ _id: 'u1', username: 'alice', email: 'alice@example.com' })

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
  api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
})

afterEach(async () => {
  vi.restoreAllMocks()
  await resetSession()
})

async function signIn() {
  return signInAs(await createEmulatorAccount('hidden'), { username: 'alice' })
}

describe("the author's hidden event", { timeout: 30_000 }, () => {
  it('says on its page that it is hidden while reviewed, and can still be edited', async () => {
    userActions.success(me())
    const event = makeEvent({
      _id: 'e1',
      title: 'Forest road',
      user: { _id: 'u1', username: 'alice' },
      hidden: true,
    })
    api.on('GET', '/api/events/e1', () => ok(event))
    api.on('GET', '/api/events/e1/checkins', () => ok({ checkins: [], next: null }))
    renderRoutes('/events/e1', eventDetailRoutes)
    expect(
      await screen.findByText('Hidden while it is reviewed', {}, { timeout: 20_000 }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/Travellers reported this event\. Nobody else sees it until a moderator decides/),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Edit/ })).toBeEnabled()
  })

  it('is marked on its card in My events', async () => {
    const user = await signIn()
    api.on('GET', '/api/events', () => ({
      status: 200,
      body: {
        success: true,
        data: [
          makeEvent({
            _id: 'e1',
            title: 'Forest road',
            user: { _id: user._id, username: 'alice' },
            hidden: true,
          }),
        ],
        nextCursor: null,
      },
    }))
    api.on('GET', '/api/user/notices/unread', () => ok({ unread: 0 }))
    renderApp('/my-events')
    const card = await screen.findByRole('link', { name: /Forest road/ }, { timeout: 20_000 })
    expect(within(card).getByText('Hidden while it is reviewed')).toBeInTheDocument()
  })
})
