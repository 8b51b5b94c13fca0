// Reporting, as readers meet it on an event's page: the event, a check-in, a photo and a name; what a
// visitor may report; the server's refusals and the daily limit; a report sent again replaces the first.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CheckinDto, EventDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { fail, ok, stubApi, type ApiAnswer, type ApiStub } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { renderRoutes } from '@/testing/render-app'
import { eventDetailRoutes } from '@/features/event-detail/routes'

let api: ApiStub

const reader = () => makeUser({ _id: 'reader-9', username: 'bob', email: 'bob@example.com' })

const checkin = (overrides: Partial<CheckinDto> = {}): CheckinDto => ({
  _id: 'c1',
  eventID: 'e1',
  user: { _id: 'carol-1', username: 'carol' },
  visitDate: '2024-06-01',
  state: 'as-described',
  rating: null,
  text: 'Nice and quiet.',
  photos: ['http://127.0.0.1:9199/v0/b/demo.appspot.com/o/c%2Fp1.jpg?alt=media'],
  access: 0,
  createdAt: '2024-06-02T10:00:00.000Z',
  updatedAt: '2024-06-02T10:00:00.000Z',
  ...overrides,
})

function serve(event: EventDto, checkins: CheckinDto[] = []) {
  api.on('GET', `/api/events/${event._id}`, () => ok(event))
  api.on('GET', `/api/events/${event._id}/checkins`, () => ok({ checkins, next: null }))
}

async function openReport(name: string | RegExp, dialogName: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }, { timeout: 10_000 }))
  // the dialog is its own chunk, compiled on first use
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

describe('reporting an event', { timeout: 40_000 }, () => {
  it('asks why, sends the reason and the text, and thanks the reader', async () => {
    userActions.success(reader())
    serve(makeEvent({ _id: 'e1', title: 'Lake camp' }))
    const sent: unknown[] = []
    api.on('POST', '/api/reports', (call) => {
      sent.push(call.body)
      return ok({ key: 'event:e1', reason: 'spam', hidden: false }, 201)
    })
    renderRoutes('/events/e1', eventDetailRoutes)
    const dialog = await openReport('Report this event', 'Report this event')

    for (const reason of [
      'Wrong information',
      'Closed or gone',
      'Duplicate',
      'Private property or privacy',
      'Spam or advertising',
      'Abusive or offensive',
      'Illegal content',
      'Not theirs to share',
    ]) {
      expect(within(dialog).getByRole('radio', { name: reason })).not.toBeChecked()
    }
    expect(within(dialog).getByRole('radio', { name: 'Duplicate' })).toHaveAccessibleDescription(
      'The same place or route is already on the site.',
    )
    expect(within(dialog).getByText(/this report replaces your earlier one/)).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    expect(await within(dialog).findByText('Choose why you report it.')).toBeInTheDocument()
    expect(sent).toEqual([])

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }))
    await userEvent.type(within(dialog).getByLabelText(/What should the moderators know/), 'A shop advert')
    expect(within(dialog).getByText('11 of 1,000 characters')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))

    expect(
      await within(dialog).findByText('Thank you. The moderators will look at your report.'),
    ).toBeInTheDocument()
    expect(sent).toEqual([{ target: { type: 'event', id: 'e1' }, reason: 'spam', text: 'A shop advert' }])
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('says when the report replaced an earlier one and the item is now hidden', async () => {
    userActions.success(reader())
    serve(makeEvent({ _id: 'e1' }))
    api.on('POST', '/api/reports', () => ok({ key: 'event:e1', reason: 'wrong-info', hidden: true }, 200))
    renderRoutes('/events/e1', eventDetailRoutes)
    const dialog = await openReport('Report this event', 'Report this event')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong information' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    expect(
      await within(dialog).findByText('Thank you. Your earlier report is replaced by this one.'),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByText('It is hidden from others until a moderator decides.'),
    ).toBeInTheDocument()
  })

  it("shows the server's field message at its field and its other refusals above the form", async () => {
    userActions.success(reader())
    serve(makeEvent({ _id: 'e1' }))
    let answer: ApiAnswer = fail(400, 'validation', 'Invalid input', {
      text: 'The text holds a character that is not allowed.',
    })
    api.on('POST', '/api/reports', () => answer)
    renderRoutes('/events/e1', eventDetailRoutes)
    const dialog = await openReport('Report this event', 'Report this event')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Abusive or offensive' }))
    await userEvent.type(within(dialog).getByLabelText(/What should the moderators know/), 'Rude words')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    const text = within(dialog).getByLabelText(/What should the moderators know/)
    await waitFor(() =>
      expect(text).toHaveAccessibleErrorMessage('The text holds a character that is not allowed.'),
    )

    answer = fail(
      429,
      'report_limit',
      'You have sent the most reports allowed in one day. Please try again tomorrow.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent the most reports allowed in one day. Please try again tomorrow.',
    )
    // the form stays as it was typed, to send again later
    expect(within(dialog).getByLabelText(/What should the moderators know/)).toHaveValue('Rude words')
  })

  it('lets a visitor report illegal content only, with an e-mail address, and points to sign-in', async () => {
    serve(makeEvent({ _id: 'e1' }))
    const sent: unknown[] = []
    api.on('POST', '/api/reports', (call) => {
      sent.push(call.body)
      return ok({ key: 'event:e1', reason: 'illegal', hidden: false }, 201)
    })
    renderRoutes('/events/e1', eventDetailRoutes)
    const dialog = await openReport('Report this event', 'Report this event')
    expect(within(dialog).getAllByRole('radio')).toHaveLength(1)
    expect(within(dialog).getByRole('radio', { name: 'Illegal content' })).toBeChecked()
    expect(
      within(dialog).getByText(/Without an account you can report illegal content only/),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/sign-in')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    const email = within(dialog).getByLabelText(/Your e-mail address/)
    await waitFor(() =>
      expect(email).toHaveAccessibleErrorMessage(
        'Give your e-mail address, so that we can answer your notice.',
      ),
    )
    await userEvent.type(email, 'Visitor@Example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    expect(
      await within(dialog).findByText('Thank you. The moderators will look at your report.'),
    ).toBeInTheDocument()
    expect(sent).toEqual([
      { target: { type: 'event', id: 'e1' }, reason: 'illegal', email: 'Visitor@Example.com' },
    ])
  })

  it('offers a check-in instead when the place is closed or gone', async () => {
    userActions.success(reader())
    serve(makeEvent({ _id: 'e1' }))
    renderRoutes('/events/e1', eventDetailRoutes)
    const dialog = await openReport('Report this event', 'Report this event')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Closed or gone' }))
    expect(within(dialog).getByText(/a check-in saying so tells every traveller at once/)).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a check-in instead' }))
    expect(await screen.findByRole('dialog', { name: 'I was here' }, { timeout: 20_000 })).toBeInTheDocument()
  })

  it('is not offered to the author of the event', async () => {
    userActions.success(makeUser({ _id: 'owner-1', username: 'alice' }))
    serve(makeEvent({ _id: 'e1', user: { _id: 'owner-1', username: 'alice' } }))
    renderRoutes('/events/e1', eventDetailRoutes)
    await screen.findByRole('button', { name: /Edit/ })
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument()
  })
})

describe('reporting a check-in, a photo and a name', { timeout: 40_000 }, () => {
  it('sends the check-in, the photo with its address, and the author as targets', async () => {
    userActions.success(reader())
    serve(makeEvent({ _id: 'e1', user: { _id: 'owner-1', username: 'alice' } }), [checkin()])
    const sent: unknown[] = []
    api.on('POST', '/api/reports', (call) => {
      sent.push(call.body)
      return ok({ key: 'x', reason: 'abusive', hidden: false }, 201)
    })
    renderRoutes('/events/e1', eventDetailRoutes)
    const section = await screen.findByRole('region', { name: 'Check-ins' }, { timeout: 10_000 })
    await within(section).findByText('Nice and quiet.')

    let dialog = await openReport('Report the check-in by carol', 'Report a check-in')
    expect(within(dialog).queryByRole('radio', { name: 'Closed or gone' })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Abusive or offensive' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    await within(dialog).findByText('Thank you. The moderators will look at your report.')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(within(section).getByRole('button', { name: 'Open photo 1' }))
    const viewer = await screen.findByRole('dialog', { name: /Photo 1/ }, { timeout: 20_000 })
    // The open viewer hides the page behind it from assistive technology a frame later; a report
    // dialog opened before that frame would be hidden with the page.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Check-ins' })).not.toBeInTheDocument())
    await userEvent.click(await within(viewer).findByRole('button', { name: 'Report this photo' }))
    dialog = await screen.findByRole('dialog', { name: 'Report a photo' }, { timeout: 20_000 })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not theirs to share' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    await within(dialog).findByText('Thank you. The moderators will look at your report.')
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Report a photo' })).not.toBeInTheDocument(),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    dialog = await openReport('Report the name alice', 'Report a traveller’s name')
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Abusive or offensive' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }))
    await within(dialog).findByText('Thank you. The moderators will look at your report.')

    expect(sent).toEqual([
      { target: { type: 'checkin', id: 'c1' }, reason: 'abusive' },
      {
        target: {
          type: 'photo',
          id: 'c1',
          url: 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/c%2Fp1.jpg?alt=media',
        },
        reason: 'not-theirs',
      },
      { target: { type: 'user', id: 'owner-1' }, reason: 'abusive' },
    ])
  })

  it('reads in Slovak', async () => {
    await i18n.changeLanguage('sk')
    serve(makeEvent({ _id: 'e1' }))
    renderRoutes('/events/e1', eventDetailRoutes)
    const dialog = await openReport('Nahlásiť tento tip', 'Nahlásiť tip')
    expect(within(dialog).getByRole('radio', { name: 'Nezákonný obsah' })).toBeChecked()
    expect(within(dialog).getByLabelText(/Vaša e-mailová adresa/)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'prihláste sa' })).toBeInTheDocument()
  })
})
