// Check-ins saved offline, as a traveller meets them: kept on the device and shown waiting, sent once when
// the network returns (photos uploaded first to the real storage server), a refusal kept with the server's
// words to edit or discard, and nothing left behind after signing out.
import 'fake-indexeddb/auto'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { todayIso, type CheckinDto, type CheckinPayload, type CheckinSummary } from '@travel/domain'
import i18n from '@/i18n'
import {
  forgetOutboxExcept,
  keepOutboxEntry,
  outboxEntries,
  outboxEntryId,
  type OutboxEntry,
} from '@/lib/offline/checkin-outbox'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { createEmulatorAccount, type EmulatorAccount } from '@/testing/auth-emulator'
import { makeEvent } from '@/testing/event-factories'
import { imageFile } from '@/testing/event-form-input'
import { renderApp, resetSession, signInAs } from '@/testing/render-app'

let api: ApiStub
let account: EmulatorAccount

beforeAll(async () => {
  if (!inject('storageServerUrl')) throw new Error('Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set.')
  account = await createEmulatorAccount('outbox')
})

beforeEach(async () => {
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
  api.on('GET', '/api/user/checkins', () => ok({ checkins: [], next: null }))
  api.on('GET', '/api/user/notices/unread', () => ok({ unread: 0 }))
})

afterEach(async () => {
  setNetwork(true)
  await resetSession()
  await forgetOutboxExcept(null)
})

/** What the browser says of the network, and the event it fires when that changes. */
function setNetwork(up: boolean) {
  if (navigator.onLine === up) return
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => up })
  act(() => {
    window.dispatchEvent(new Event(up ? 'online' : 'offline'))
  })
}

const summary = (overrides: Partial<CheckinSummary> = {}): CheckinSummary => ({
  checkins: 1,
  rating: { average: 4, count: 1 },
  lastVisit: todayIso(),
  state: 'as-described',
  ...overrides,
})

function savedCheckin(body: CheckinPayload): CheckinDto {
  return {
    ...body,
    _id: outboxEntryId('e1', account.uid, body.visitDate),
    eventID: 'e1',
    user: { _id: account.uid, username: 'dana' },
    text: body.text ?? '',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  }
}

/** Serves event e1 and its list: empty until a check-in was accepted, then that check-in. */
function serveEvent() {
  let accepted: CheckinDto | undefined
  api.on('GET', '/api/events/e1', () => ok(makeEvent({ _id: 'e1', title: 'Lake camp' })))
  api.on('GET', '/api/events/e1/checkins', () => ok({ checkins: accepted ? [accepted] : [], next: null }))
  return (checkin: CheckinDto) => (accepted = checkin)
}

async function openEventOffline() {
  await signInAs(account, { username: 'dana' })
  renderApp('/events/e1')
  await screen.findByRole('heading', { level: 1, name: 'Lake camp' }, { timeout: 10_000 })
  // the section is its own chunk
  const section = await screen.findByRole('region', { name: /^(Check-ins|Návštevy)$/ }, { timeout: 10_000 })
  setNetwork(false)
  return section
}

/** Checks in through the dialog with four stars and a note, and optionally a photo. */
async function checkIn(note: string, withPhoto: boolean, buttons = { open: 'I was here', save: 'Check in' }) {
  await userEvent.click(screen.getByRole('button', { name: buttons.open }))
  const dialog = await screen.findByRole('dialog', { name: buttons.open }, { timeout: 20_000 })
  await userEvent.click(within(dialog).getByRole('radio', { name: /^(4 stars|4 hviezdičky)$/ }))
  await userEvent.type(within(dialog).getByLabelText(/^(Your notes|Vaše poznámky)/), note)
  if (withPhoto) {
    await userEvent.upload(
      within(dialog).getByLabelText(/^(Add a photo|Pridať fotku)$/),
      imageFile('lake.png'),
    )
    await within(dialog).findByRole('img', { name: /^(Photo|Fotka) 1$/ })
  }
  await userEvent.click(within(dialog).getByRole('button', { name: buttons.save }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

/** A check-in of today kept on the device by an earlier visit of the site. */
function keptEntry(text: string): OutboxEntry {
  return {
    id: outboxEntryId('e1', account.uid, todayIso()),
    uid: account.uid,
    eventId: 'e1',
    eventTitle: 'Lake camp',
    checkin: { visitDate: todayIso(), state: 'as-described', rating: 5, text, access: 0 },
    photos: [],
    status: 'waiting',
    error: null,
    savedAt: new Date().toISOString(),
  }
}

const posts = () =>
  api.calls.filter((call) => call.method === 'POST' && call.path === '/api/events/e1/checkins')

describe('a check-in saved offline', { timeout: 60_000 }, () => {
  it('is kept on the device and shown waiting, with its photo, and nothing is sent', async () => {
    serveEvent()
    const section = await openEventOffline()
    const dialogOpen = screen.getByRole('button', { name: 'I was here' })
    expect(dialogOpen).toBeEnabled()
    await userEvent.click(dialogOpen)
    const dialog = await screen.findByRole('dialog', { name: 'I was here' }, { timeout: 20_000 })
    expect(
      within(dialog).getByText(
        'You are offline: your check-in will be kept on this device and sent when you are back online.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await checkIn('Quiet night by the water.', true)
    const waiting = await within(section).findByRole('list', { name: 'Waiting to be sent' })
    const item = within(waiting).getByRole('listitem')
    expect(within(item).getByText('Waiting to be sent')).toBeInTheDocument()
    expect(within(item).getByText('Quiet night by the water.')).toBeInTheDocument()
    expect(within(item).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument()
    expect(within(item).getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    )
    expect(within(section).queryByText('Nobody has checked in yet.')).not.toBeInTheDocument()
    expect(posts()).toHaveLength(0)
    // still there after the page is opened again
    const [kept] = await outboxEntries(account.uid)
    expect(kept).toMatchObject({ eventId: 'e1', eventTitle: 'Lake camp', status: 'waiting' })
    expect(kept?.photos).toHaveLength(1)
  })

  it('is sent once when the network returns, its photo uploaded first, and then counts', async () => {
    const accept = serveEvent()
    api.on('POST', '/api/events/e1/checkins', (call) => {
      accept(savedCheckin(call.body as CheckinPayload))
      return ok({ checkin: savedCheckin(call.body as CheckinPayload), summary: summary() }, 201)
    })
    const section = await openEventOffline()
    expect(within(section).getByText('0 check-ins')).toBeInTheDocument()
    await checkIn('Warm enough to swim.', true)
    expect(await within(section).findByText('Waiting to be sent')).toBeInTheDocument()

    setNetwork(true)
    expect(await within(section).findByText('1 check-in', undefined, { timeout: 20_000 })).toBeInTheDocument()
    await waitFor(() => expect(within(section).queryByText('Waiting to be sent')).not.toBeInTheDocument())
    expect(await within(section).findByText('Warm enough to swim.')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Open photo 1' })).toBeInTheDocument()

    expect(posts()).toHaveLength(1)
    const body = posts()[0]?.body as CheckinPayload
    expect(body).toMatchObject({ visitDate: todayIso(), rating: 4, text: 'Warm enough to swim.' })
    expect(body.photos).toHaveLength(1)
    expect(body.photos[0]).toMatch(new RegExp(`/o/checkins%2F${account.uid}%2F\\d+_lake\\.png`))
    expect(await outboxEntries(account.uid)).toEqual([])

    // the network coming back again sends nothing more
    setNetwork(false)
    setNetwork(true)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(posts()).toHaveLength(1)
  })

  it('keeps its uploaded photo when the server fails, and sends the same one next time', async () => {
    const accept = serveEvent()
    let down = true
    api.on('POST', '/api/events/e1/checkins', (call) => {
      if (down) return fail(503, 'unavailable', 'The service is unavailable.')
      accept(savedCheckin(call.body as CheckinPayload))
      return ok({ checkin: savedCheckin(call.body as CheckinPayload), summary: summary() }, 201)
    })
    const section = await openEventOffline()
    await checkIn('Patchy signal.', true)
    setNetwork(true)
    await waitFor(() => expect(posts()).toHaveLength(1), { timeout: 20_000 })
    // a server error may pass: the check-in still waits, nothing is shown as refused
    expect(await within(section).findByText('Waiting to be sent')).toBeInTheDocument()
    expect(within(section).queryByText('Not sent')).not.toBeInTheDocument()

    down = false
    setNetwork(false)
    setNetwork(true)
    expect(await within(section).findByText('1 check-in', undefined, { timeout: 20_000 })).toBeInTheDocument()
    expect(posts()).toHaveLength(2)
    const [first, second] = posts().map((call) => (call.body as CheckinPayload).photos)
    expect(second).toEqual(first)
    expect(first).toHaveLength(1)
  })

  it('refused by the server, shows why in Slovak and can be edited and sent again, or discarded', async () => {
    await i18n.changeLanguage('sk')
    const accept = serveEvent()
    let refuse = true
    api.on('POST', '/api/events/e1/checkins', (call) => {
      if (refuse)
        return fail(400, 'validation_failed', 'Niektoré údaje nie sú platné.', {
          text: 'Text obsahuje nepovolené znaky.',
        })
      accept(savedCheckin(call.body as CheckinPayload))
      return ok({ checkin: savedCheckin(call.body as CheckinPayload), summary: summary() }, 201)
    })
    const section = await openEventOffline()
    await checkIn('Tichá noc.', false, { open: 'Zapísať návštevu', save: 'Uložiť návštevu' })
    expect(await within(section).findByText('Čaká na odoslanie')).toBeInTheDocument()

    setNetwork(true)
    const alert = await within(section).findByRole('alert', undefined, { timeout: 20_000 })
    expect(alert).toHaveTextContent('Stránka túto návštevu neprijala')
    expect(alert).toHaveTextContent('Niektoré údaje nie sú platné. Text obsahuje nepovolené znaky.')
    expect(within(section).getByText('Neodoslané')).toBeInTheDocument()
    expect(posts()).toHaveLength(1)

    // edited, it waits again and goes out
    refuse = false
    await userEvent.click(within(section).getByRole('button', { name: 'Upraviť' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upraviť návštevu' }, { timeout: 20_000 })
    const note = within(dialog).getByLabelText(/^Vaše poznámky/)
    expect(note).toHaveValue('Tichá noc.')
    await userEvent.clear(note)
    await userEvent.type(note, 'Tichá noc pri jazere.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť zmeny' }))
    expect(await within(section).findByText('1 návšteva', undefined, { timeout: 20_000 })).toBeInTheDocument()
    await waitFor(() => expect(within(section).queryByText('Neodoslané')).not.toBeInTheDocument())
    expect(posts()).toHaveLength(2)
    expect((posts()[1]?.body as CheckinPayload).text).toBe('Tichá noc pri jazere.')
  })

  it('refused by the server, is gone from the device once discarded', async () => {
    serveEvent()
    api.on('POST', '/api/events/e1/checkins', () => fail(404, 'not_found', 'Event not found.'))
    const section = await openEventOffline()
    await checkIn('Gate closed.', false)
    setNetwork(true)
    expect(
      await within(section).findByText('Event not found.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument()

    await userEvent.click(within(section).getByRole('button', { name: 'Discard' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard this check-in?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(within(section).queryByText('Not sent')).not.toBeInTheDocument())
    expect(within(section).getByText('Nobody has checked in yet.')).toBeInTheDocument()
    expect(await outboxEntries(account.uid)).toEqual([])
    expect(posts()).toHaveLength(1)
  })
})

describe('a check-in kept from an earlier visit', { timeout: 60_000 }, () => {
  it('is sent once when the site is next opened with its author signed in', async () => {
    const accept = serveEvent()
    api.on('POST', '/api/events/e1/checkins', (call) => {
      accept(savedCheckin(call.body as CheckinPayload))
      return ok({ checkin: savedCheckin(call.body as CheckinPayload), summary: summary() }, 201)
    })
    await keepOutboxEntry(keptEntry('Left on the device yesterday.'))
    await signInAs(account, { username: 'dana' })
    renderApp('/events/e1')
    const section = await screen.findByRole('region', { name: 'Check-ins' }, { timeout: 10_000 })
    expect(await within(section).findByText('1 check-in', undefined, { timeout: 20_000 })).toBeInTheDocument()
    expect(await within(section).findByText('Left on the device yesterday.')).toBeInTheDocument()
    await waitFor(() => expect(within(section).queryByText('Waiting to be sent')).not.toBeInTheDocument())
    expect(posts()).toHaveLength(1)
    expect(posts()[0]?.body).toEqual({
      visitDate: todayIso(),
      state: 'as-described',
      rating: 5,
      text: 'Left on the device yesterday.',
      photos: [],
      access: 0,
    })
  })
})

describe('signing out with check-ins waiting', { timeout: 60_000 }, () => {
  it('says they will be lost, and leaves none of them on the device', async () => {
    // the server is down: the check-in stays waiting while the profile is open
    api.on('POST', '/api/events/e1/checkins', () => fail(503, 'unavailable', 'Try again later.'))
    api.on('GET', '/api/events', () => ({ status: 200, body: { success: true, data: [], nextCursor: null } }))
    api.on('GET', '/api/auth/signout', () => ok(null))
    await keepOutboxEntry(keptEntry('Lovely'))
    await signInAs(account, { username: 'dana' })
    renderApp('/profile')
    const own = await screen.findByRole('region', { name: 'My check-ins' }, { timeout: 10_000 })
    expect(await within(own).findByRole('link', { name: 'Lake camp' })).toBeInTheDocument()
    expect(within(own).getByText('Waiting to be sent')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out?' })
    expect(dialog).toHaveTextContent('Your check-in that is waiting to be sent will be lost.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    await waitFor(async () => expect(await outboxEntries(account.uid)).toEqual([]))
  })
})
