// The event's gallery below its photo: the event's own photo, then its check-ins' photos newest visit
// first, opened large and stepped through with the keyboard, from the check-ins the section asks for.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CheckinDto, EventDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeEvent } from '@/testing/event-factories'
import { renderRoutes } from '@/testing/render-app'
import { eventDetailRoutes } from '@/features/event-detail/routes'

let api: ApiStub

const photoUrl = (name: string) =>
  `http://127.0.0.1:9199/v0/b/demo.appspot.com/o/checkins%2Fu2%2F${name}.jpg?alt=media&token=t`

function checkin(id: string, username: string, visitDate: string, photos: string[]): CheckinDto {
  return {
    _id: id,
    eventID: 'e1',
    user: { _id: `${username}-1`, username },
    visitDate,
    state: 'as-described',
    rating: null,
    text: '',
    photos,
    access: 0,
    createdAt: `${visitDate}T10:00:00.000Z`,
    updatedAt: `${visitDate}T10:00:00.000Z`,
  }
}

const CHECKINS = [
  checkin('c1', 'carol', '2024-06-01', [photoUrl('lake'), photoUrl('shore')]),
  checkin('c2', 'dave', '2024-05-03', []),
  checkin('c3', 'erin', '2024-04-20', [photoUrl('gate')]),
]

function serve(event: EventDto, checkins: CheckinDto[]) {
  api.on('GET', `/api/events/${event._id}`, () => ok(event))
  api.on('GET', `/api/events/${event._id}/checkins`, () => ok({ checkins, next: null }))
}

const checkinRequests = () => api.calls.filter((c) => c.path === '/api/events/e1/checkins')

async function openGallery() {
  renderRoutes('/events/e1', eventDetailRoutes)
  await screen.findByRole('heading', { level: 1 })
  // the gallery is its own chunk, compiled on first use: seconds when other tests run at once
  return screen.findByRole('list', { name: /^(Photos of the event|Fotky k\u00a0tipu)$/ }, { timeout: 15_000 })
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

describe('the event’s gallery', { timeout: 30_000 }, () => {
  it('opens the photos large, steps through them with the arrows and gives the focus back on Escape', async () => {
    const event = makeEvent({ _id: 'e1', title: 'Danube camp', checkins: 3 })
    serve(event, CHECKINS)
    const gallery = await openGallery()
    await within(gallery).findByRole('img', { name: 'Photo by erin from a visit on 20 April 2024' })
    const thumbnails = within(gallery).getAllByRole('button')
    expect(thumbnails.map((button) => within(button).getByRole('img').getAttribute('alt'))).toEqual([
      'Photo of “Danube camp” by alice',
      'Photo by carol from a visit on 1 June 2024',
      'Photo by carol from a visit on 1 June 2024',
      'Photo by erin from a visit on 20 April 2024',
    ])

    const second = thumbnails[1]!
    await userEvent.click(second)
    let viewer = await screen.findByRole('dialog', { name: 'Photo by carol from a visit on 1 June 2024' })
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', photoUrl('lake'))
    expect(within(viewer).getByText('Photo 2 of 4')).toBeInTheDocument()

    await userEvent.keyboard('{ArrowRight}')
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', photoUrl('shore'))
    await userEvent.keyboard('{ArrowRight}')
    viewer = screen.getByRole('dialog', { name: 'Photo by erin from a visit on 20 April 2024' })
    expect(within(viewer).getByText('Photo 4 of 4')).toBeInTheDocument()
    // past the last photo comes the first, the event's own
    await userEvent.keyboard('{ArrowRight}')
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', event.image)
    await userEvent.keyboard('{ArrowLeft}')
    expect(within(viewer).getByText('Photo 4 of 4')).toBeInTheDocument()
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous photo' }))
    expect(within(viewer).getByText('Photo 3 of 4')).toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(second).toHaveFocus())
    // the section below lists the same check-ins: one request for both
    expect(await screen.findByText('erin')).toBeInTheDocument()
    expect(checkinRequests()).toHaveLength(1)
  })

  it('names the photos’ authors and visits in Slovak', async () => {
    await i18n.changeLanguage('sk')
    serve(makeEvent({ _id: 'e1', title: 'Dunajský kemp', checkins: 3 }), CHECKINS)
    const gallery = await openGallery()
    expect(
      await within(gallery).findByRole('img', { name: 'Fotka tipu „Dunajský kemp“, autor: alice' }),
    ).toBeInTheDocument()
    expect(
      await within(gallery).findByRole('img', { name: 'Fotka z\u00a0návštevy 20. apríla 2024, autor: erin' }),
    ).toBeInTheDocument()
    await userEvent.click(within(gallery).getAllByRole('button')[3]!)
    const viewer = await screen.findByRole('dialog', {
      name: 'Fotka z\u00a0návštevy 20. apríla 2024, autor: erin',
    })
    expect(within(viewer).getByText('Fotka 4 / 4')).toBeInTheDocument()
    expect(within(viewer).getByRole('button', { name: 'Zavrieť fotku' })).toBeInTheDocument()
  })

  it('says when travellers have added no photos', async () => {
    serve(makeEvent({ _id: 'e1', checkins: 1 }), [checkin('c1', 'carol', '2024-06-01', [])])
    const gallery = await openGallery()
    expect(await within(gallery).findByText('Travellers have not added photos yet.')).toBeInTheDocument()
    expect(within(gallery).getAllByRole('button')).toHaveLength(1)
  })

  it('is not there before anyone checks in', async () => {
    serve(makeEvent({ _id: 'e1', checkins: 0 }), [])
    renderRoutes('/events/e1', eventDetailRoutes)
    await screen.findByRole('heading', { level: 1 })
    expect(await screen.findByText('Nobody has checked in yet.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Photos of the event' })).not.toBeInTheDocument()
  })
})
