// Check-ins on an event's page, as a traveller meets them: the summary, the banner, the list a page at a
// time, the dialog that adds or edits one (its rules and the server's refusals), and deleting one's own.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import {
  todayIso,
  type CheckinDto,
  type CheckinPageDto,
  type CheckinSummary,
  type EventDto,
} from '@travel/domain'
import i18n from '@/i18n'
import { auth } from '@/lib/firebase'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { createEmulatorAccount } from '@/testing/auth-emulator'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { imageFile } from '@/testing/event-form-input'
import { renderRoutes } from '@/testing/render-app'
import { formatDateText } from '@/utils/date-text'
import { eventDetailRoutes } from '@/features/event-detail/routes'

let api: ApiStub

const reader = () => makeUser({ _id: 'reader-9', username: 'bob', email: 'bob@example.com' })

let n = 0
function makeCheckin(overrides: Partial<CheckinDto> = {}): CheckinDto {
  n += 1
  return {
    _id: `c${n}`,
    eventID: 'e1',
    user: { _id: 'someone-else', username: 'carol' },
    visitDate: '2024-06-01',
    state: 'as-described',
    rating: null,
    text: '',
    photos: [],
    access: 0,
    createdAt: '2024-06-02T10:00:00.000Z',
    updatedAt: '2024-06-02T10:00:00.000Z',
    ...overrides,
  }
}

/** Serves the event, and its check-ins from `pages` (one per request, in order; the last repeats). */
function serve(event: EventDto, ...pages: CheckinPageDto[]) {
  api.on('GET', `/api/events/${event._id}`, () => ok(event))
  let asked = 0
  const list = pages.length ? pages : [{ checkins: [], next: null }]
  api.on('GET', `/api/events/${event._id}/checkins`, () => ok(list[Math.min(asked++, list.length - 1)]))
}

/** The check-in requests' query strings, in order (fetch is spied on by stubApi). */
function checkinCursors(): (string | null)[] {
  const fetchMock = globalThis.fetch as unknown as { mock: { calls: [RequestInfo | URL, RequestInit?][] } }
  return fetchMock.mock.calls
    .map(([input]) => new URL(typeof input === 'string' ? input : String(input), 'http://x'))
    .filter((url) => /\/checkins$/.test(url.pathname))
    .map((url) => url.searchParams.get('cursor'))
}

const summary = (overrides: Partial<CheckinSummary> = {}): CheckinSummary => ({
  checkins: 1,
  rating: null,
  lastVisit: todayIso(),
  state: 'as-described',
  ...overrides,
})

async function openEvent() {
  renderRoutes('/events/e1', eventDetailRoutes)
  await screen.findByRole('heading', { level: 1 })
  return screen.findByRole('region', { name: /^(Check-ins|Návštevy)$/ })
}

async function openDialog(buttonName: string, dialogName: string) {
  await userEvent.click(await screen.findByRole('button', { name: buttonName }))
  // the dialog is its own chunk, compiled on first use: seconds when other tests run at once
  return screen.findByRole('dialog', { name: dialogName }, { timeout: 20_000 })
}

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/wishlist', () => ok([]))
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('checking in', { timeout: 40_000 }, () => {
  it('sends what the traveller entered and shows the new summary at once', async () => {
    userActions.success(reader())
    const event = makeEvent({ _id: 'e1', access: 2 })
    const saved = makeCheckin({
      user: { _id: 'reader-9', username: 'bob' },
      rating: 4,
      text: 'Lovely',
      access: 1,
    })
    serve(event, { checkins: [], next: null }, { checkins: [saved], next: null })
    api.on('POST', '/api/events/e1/checkins', () =>
      ok({ checkin: saved, summary: summary({ rating: { average: 4, count: 1 } }) }, 201),
    )
    const section = await openEvent()
    expect(within(section).getByText('0 check-ins')).toBeInTheDocument()

    const dialog = await openDialog('I was here', 'I was here')
    expect(within(dialog).getByLabelText(/^Visit date/)).toHaveValue(formatDateText(todayIso(), 'en'))
    expect(within(dialog).getByRole('radio', { name: 'As described' })).toBeChecked()
    expect(within(dialog).getByRole('radio', { name: 'No rating' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    await userEvent.type(within(dialog).getByLabelText('Your notes (optional)'), 'Lovely')
    expect(within(dialog).getByText('6 of 2,000 characters')).toBeInTheDocument()
    // the event's access is where a check-in starts; this traveller came by car
    expect(within(dialog).getByLabelText(/^Your vehicle/)).toHaveDisplayValue('Off-road vehicle')
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Your vehicle/), 'Car')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const post = api.calls.find((call) => call.method === 'POST')
    expect(post?.body).toEqual({
      visitDate: todayIso(),
      state: 'as-described',
      rating: 4,
      text: 'Lovely',
      photos: [],
      access: 1,
    })
    expect(within(section).getByRole('img', { name: 'Rated 4.0 out of 5, one rating' })).toBeInTheDocument()
    expect(within(section).getByText('1 check-in')).toBeInTheDocument()
    expect(within(section).getByText('Last visited today')).toBeInTheDocument()
    // the list is asked again and shows the new check-in
    expect(await within(section).findByText('Lovely')).toBeInTheDocument()
  })

  it('asks what happened when the place is gone, before sending anything', async () => {
    userActions.success(reader())
    serve(makeEvent({ _id: 'e1' }))
    await openEvent()
    const dialog = await openDialog('I was here', 'I was here')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Gone' }))
    expect(within(dialog).getByLabelText(/^Why is it gone\?/)).toBeRequired()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }))
    expect(
      await within(dialog).findByText('Say what has changed or why the place is gone.'),
    ).toBeInTheDocument()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('shows the server’s refusal of a field under it, in Slovak', async () => {
    await i18n.changeLanguage('sk')
    userActions.success(reader())
    serve(makeEvent({ _id: 'e1' }))
    api.on('POST', '/api/events/e1/checkins', () =>
      fail(400, 'validation_failed', 'Niektoré údaje nie sú platné.', {
        visitDate: 'Návšteva nemôže byť v\u00a0budúcnosti.',
      }),
    )
    await openEvent()
    const dialog = await openDialog('Zapísať návštevu', 'Zapísať návštevu')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložiť návštevu' }))
    expect(await within(dialog).findByText('Návšteva nemôže byť v budúcnosti.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Dátum návštevy/)).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Niektoré údaje nie sú platné.')
  })

  it('is offered to visitors only through signing in', async () => {
    serve(makeEvent({ _id: 'e1' }))
    const section = await openEvent()
    expect(screen.queryByRole('button', { name: 'I was here' })).not.toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Sign in to check in' })).toHaveAttribute(
      'href',
      '/sign-in',
    )
  })

  it('stays open offline: the check-in is then kept on the device (kept-checkins.test.tsx)', async () => {
    userActions.success(reader())
    serve(makeEvent({ _id: 'e1' }))
    await openEvent()
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    try {
      expect(await screen.findByRole('button', { name: 'I was here' })).toBeEnabled()
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
      act(() => {
        window.dispatchEvent(new Event('online'))
      })
    }
  })
})

describe('the check-ins of an event', { timeout: 40_000 }, () => {
  it('shows each one’s author, visit, state, stars, text and photos, the photos large on demand', async () => {
    const photo = 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/checkins%2Fu2%2Fp.jpg?alt=media&token=t'
    serve(makeEvent({ _id: 'e1' }), {
      checkins: [
        makeCheckin({
          visitDate: '2024-06-01',
          state: 'changed',
          rating: 3,
          text: 'New gate.',
          photos: [photo],
        }),
      ],
      next: null,
    })
    const section = await openEvent()
    const item = (await within(section).findByText('carol')).closest('li') as HTMLElement
    expect(within(item).getByText('1 June 2024')).toBeInTheDocument()
    expect(within(item).getByText('Changed')).toBeInTheDocument()
    expect(within(item).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument()
    expect(within(item).getByText('New gate.')).toBeInTheDocument()
    await userEvent.click(within(item).getByRole('button', { name: 'Open photo 1' }))
    const large = await screen.findByRole('dialog', { name: 'Photo 1 by carol' })
    expect(within(large).getByRole('img', { name: 'Photo 1 by carol' })).toHaveAttribute('src', photo)
  })

  it('says which language a check-in is in to a reader of the other one', async () => {
    serve(makeEvent({ _id: 'e1' }), {
      checkins: [
        makeCheckin({ _id: 'c-sk', text: 'Nová brána.', language: 'sk' }),
        makeCheckin({
          _id: 'c-en',
          user: { _id: 'u3', username: 'dave' },
          text: 'New gate.',
          language: 'en',
        }),
      ],
      next: null,
    })
    const section = await openEvent()
    const slovak = (await within(section).findByText('Nová brána.')).closest('li') as HTMLElement
    expect(within(slovak).getByText('Nová brána.')).toHaveAttribute('lang', 'sk')
    expect(within(slovak).getByText('Written in Slovak')).toBeInTheDocument()
    const english = within(section).getByText('New gate.').closest('li') as HTMLElement
    expect(within(english).queryByText(/^Written in/)).not.toBeInTheDocument()
  })

  it('warns when the latest visitor found the place gone, with what they said', async () => {
    serve(makeEvent({ _id: 'e1', ...summary({ checkins: 2, state: 'gone', lastVisit: '2024-05-01' }) }), {
      checkins: [
        makeCheckin({ visitDate: '2024-06-01', state: 'gone', text: 'Fenced off, private land now.' }),
        makeCheckin({ visitDate: '2024-05-01' }),
      ],
      next: null,
    })
    const section = await openEvent()
    const banner = within(section).getByRole('status')
    expect(banner).toHaveTextContent('The latest visitor found this place gone')
    expect(await within(banner).findByText('Fenced off, private land now.')).toBeInTheDocument()
    // and at the top of the page, by the title
    expect(screen.getAllByText('Gone')[0]).toBeInTheDocument()
  })

  it('shows more a page at a time', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      makeCheckin({ user: { _id: `u${i}`, username: `early${i}` } }),
    )
    serve(
      makeEvent({ _id: 'e1', checkins: 11 }),
      { checkins: first, next: 'page-2' },
      {
        checkins: [makeCheckin({ user: { _id: 'u-last', username: 'latecomer' } })],
        next: null,
      },
    )
    const section = await openEvent()
    expect(await within(section).findByText('early9')).toBeInTheDocument()
    expect(within(section).queryByText('latecomer')).not.toBeInTheDocument()
    await userEvent.click(within(section).getByRole('button', { name: 'Show more' }))
    expect(await within(section).findByText('latecomer')).toBeInTheDocument()
    expect(within(section).getAllByRole('listitem')).toHaveLength(11)
    expect(within(section).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    expect(checkinCursors()).toEqual([null, 'page-2'])
  })

  it('lets the author edit their own, and nobody else’s', async () => {
    userActions.success(reader())
    const mine = makeCheckin({ user: { _id: 'reader-9', username: 'bob' }, text: 'Quiet.', rating: 5 })
    const theirs = makeCheckin({ text: 'Busy.' })
    const edited = { ...mine, text: 'Quiet, but the tap is broken.', state: 'changed' as const }
    serve(
      makeEvent({ _id: 'e1', ...summary({ checkins: 2 }) }),
      { checkins: [mine, theirs], next: null },
      {
        checkins: [edited, theirs],
        next: null,
      },
    )
    api.on('PUT', `/api/events/e1/checkins/${mine._id}`, () =>
      ok({ checkin: edited, summary: summary({ checkins: 2, state: 'changed' }) }),
    )
    const section = await openEvent()
    const other = (await within(section).findByText('Busy.')).closest('li') as HTMLElement
    expect(within(other).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()

    const own = within(section).getByText('Quiet.').closest('li') as HTMLElement
    await userEvent.click(within(own).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit your check-in' }, { timeout: 20_000 })
    expect(within(dialog).getByRole('radio', { name: '5 stars' })).toBeChecked()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Changed' }))
    const text = within(dialog).getByLabelText(/^What has changed\?/)
    await userEvent.clear(text)
    await userEvent.type(text, 'Quiet, but the tap is broken.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      visitDate: mine.visitDate,
      state: 'changed',
      rating: 5,
      text: 'Quiet, but the tap is broken.',
      photos: [],
      access: 0,
    })
    // in the list, and in the banner: the latest visit now says the place changed
    expect(await within(section).findAllByText('Quiet, but the tap is broken.')).toHaveLength(2)
    expect(within(section).getByRole('status')).toHaveTextContent(
      'The latest visitor found this place changed',
    )
  })

  it('deletes the author’s own after asking', async () => {
    userActions.success(reader())
    const mine = makeCheckin({ user: { _id: 'reader-9', username: 'bob' }, text: 'Quiet.', rating: 2 })
    serve(
      makeEvent({ _id: 'e1', ...summary({ rating: { average: 2, count: 1 } }) }),
      { checkins: [mine], next: null },
      { checkins: [], next: null },
    )
    api.on('DELETE', `/api/events/e1/checkins/${mine._id}`, () =>
      ok({ summary: summary({ checkins: 0, lastVisit: null }) }),
    )
    const section = await openEvent()
    expect(within(section).getByRole('img', { name: 'Rated 2.0 out of 5, one rating' })).toBeInTheDocument()
    const own = (await within(section).findByText('Quiet.')).closest('li') as HTMLElement
    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this check-in?' })
    expect(confirm).toHaveTextContent('Your check-in of 1 June 2024 will be deleted.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))

    expect(await within(section).findByText('Nobody has checked in yet.')).toBeInTheDocument()
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true)
    expect(within(section).getByText('0 check-ins')).toBeInTheDocument()
    expect(within(section).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument()
  })
})

describe('photos of a check-in', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await signOut(auth)
  })

  it('uploads up to three to the traveller’s own folder, each removable before saving', async () => {
    if (!inject('storageServerUrl')) throw new Error('Run the web tests with the Auth emulator (uploads).')
    const account = await createEmulatorAccount('checkin-photos')
    await signInWithEmailAndPassword(auth, account.email, account.password)
    userActions.success(makeUser({ _id: account.uid, username: 'dana' }))
    serve(makeEvent({ _id: 'e1' }))
    api.on('POST', '/api/events/e1/checkins', () =>
      ok({ checkin: makeCheckin({ user: { _id: account.uid, username: 'dana' } }), summary: summary() }, 201),
    )
    await openEvent()
    const dialog = await openDialog('I was here', 'I was here')
    for (const number of [1, 2, 3]) {
      await userEvent.upload(within(dialog).getByLabelText('Add a photo'), imageFile(`view${number}.png`))
      expect(
        await within(dialog).findByRole('img', { name: `Photo ${number}` }, { timeout: 15_000 }),
      ).toBeInTheDocument()
    }
    expect(within(dialog).queryByLabelText('Add a photo')).not.toBeInTheDocument()
    expect(within(dialog).getByText('That is as many photos as a check-in takes.')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }))
    expect(within(dialog).getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(2)
    expect(within(dialog).getByLabelText('Add a photo')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const photos = (api.calls.find((call) => call.method === 'POST')?.body as { photos: string[] }).photos
    expect(photos).toHaveLength(2)
    expect(photos[0]).toMatch(new RegExp(`/o/checkins%2F${account.uid}%2F\\d+_view1\\.png`))
    expect(photos[1]).toMatch(new RegExp(`/o/checkins%2F${account.uid}%2F\\d+_view3\\.png`))
  })
})
