// The edit form (docs/screens.md), with real uploads to the local storage server (started by the web tests'
// globalSetup) by a real Auth emulator account; only /api is answered here.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { EventDto } from '@travel/domain'
import { fail, ok } from '@/testing/api-stub'
import { makeEvent } from '@/testing/event-factories'
import { field, uploadImage } from '@/testing/event-form-input'
import { setUpEventFormTests } from '@/testing/event-form-setup'
import { renderInApp } from '@/testing/render-app'
import { EditEventDialog } from './edit-event-dialog'

// Typing a whole form and uploading take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const form = setUpEventFormTests()

describe('the edit form', () => {
  function renderEdit(event: EventDto) {
    const onSaved = vi.fn()
    const onOpenChange = vi.fn()
    renderInApp(<EditEventDialog event={event} open onOpenChange={onOpenChange} onSaved={onSaved} />)
    return { onSaved, onOpenChange }
  }
  const puts = () => form.api().calls.filter((c) => c.method === 'PUT')

  it('starts from the event’s values', async () => {
    renderEdit(
      makeEvent({
        title: 'Old title',
        access: 2,
        coordinates: [48.1, 17.2],
        section: { main: 'places', sub: 'views' },
        country: 'Austria',
        date: '2023-07-14',
        map: 'https://maps.example.com/x',
      }),
    )
    expect(await screen.findByRole('dialog', { name: 'Edit the event' })).toBeInTheDocument()
    expect(field('Title')).toHaveValue('Old title')
    expect(field('Access')).toHaveValue('offroad')
    expect(field('Coordinates')).toHaveValue('48.1, 17.2')
    expect(field('Section')).toHaveValue('places')
    expect(field('Sub-section')).toHaveValue('views')
    expect(field('Country')).toHaveValue('Austria')
    expect(field('Date')).toHaveValue('14/07/2023')
    expect(field('Map or itinerary link')).toHaveValue('https://maps.example.com/x')
    expect(screen.getByRole('img', { name: 'Current image' })).toBeInTheDocument()
  })

  it('keeps the current image: the update is sent without one', async () => {
    const event = makeEvent({ _id: 'e1', title: 'Old title' })
    const saved = { ...event, title: 'New title' }
    form.api().on('PUT', '/api/events/e1', () => ok(saved))
    const { onSaved, onOpenChange } = renderEdit(event)
    await userEvent.clear(await screen.findByLabelText(/^Title/))
    await userEvent.type(field('Title'), 'New title')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    const body = puts()[0]?.body as Record<string, unknown>
    expect(body.title).toBe('New title')
    expect(body).not.toHaveProperty('image')
  })

  it('sends the image when a new one was uploaded during the edit', async () => {
    await form.signIn()
    const event = makeEvent({ _id: 'e2', user: { _id: form.account().uid, username: 'me' } })
    form.api().on('PUT', '/api/events/e2', () => ok(event))
    const { onSaved } = renderEdit(event)
    await screen.findByRole('dialog')
    await uploadImage()
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const body = puts()[0]?.body as Record<string, unknown>
    expect(body.image).toMatch(new RegExp(`/o/events%2F${form.account().uid}%2F\\d+_lake\\.png`))
    expect(body.image).not.toBe(event.image)
  })

  it('closes on Cancel pressed from the coordinates field after a failed save, sending nothing', async () => {
    const { onSaved, onOpenChange } = renderEdit(makeEvent({ _id: 'e4', coordinates: [48.1, 17.2] }))
    await userEvent.clear(await screen.findByLabelText(/^Coordinates/))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(field('Coordinates')).toHaveFocus())
    expect(screen.getByText('Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(onSaved).not.toHaveBeenCalled()
    expect(puts()).toHaveLength(0)
  })

  it('after a save elsewhere, offers the latest version and keeps what was typed', async () => {
    const event = makeEvent({ _id: 'e5', title: 'Opened title', updatedAt: '2024-05-01T10:00:00.000Z' })
    const latest = { ...event, title: 'Saved elsewhere', updatedAt: '2024-05-01T10:05:00.000Z' }
    const saved = { ...latest, title: 'My own title', updatedAt: '2024-05-01T10:06:00.000Z' }
    let putCount = 0
    form
      .api()
      .on('PUT', '/api/events/e5', () =>
        ++putCount === 1
          ? fail(
              409,
              'event_changed',
              'This event was saved by someone else since you opened it. Load the latest version, then save your changes again.',
            )
          : ok(saved),
      )
    form.api().on('GET', '/api/events/e5', () => ok(latest))
    const { onSaved, onOpenChange } = renderEdit(event)
    await userEvent.clear(await screen.findByLabelText(/^Title/))
    await userEvent.type(field('Title'), 'My own title')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText(/saved by someone else since you opened it/)).toBeInTheDocument()
    expect(screen.getByText('Someone else saved this event while you were editing it.')).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
    expect((puts()[0]?.body as Record<string, unknown>).updatedAt).toBe('2024-05-01T10:00:00.000Z')

    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version' }))
    expect(
      await screen.findByText(/The latest version is loaded and what you typed is kept/),
    ).toBeInTheDocument()
    expect(field('Title')).toHaveValue('My own title')

    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved))
    const second = puts()[1]?.body as Record<string, unknown>
    expect(second).toMatchObject({ title: 'My own title', updatedAt: '2024-05-01T10:05:00.000Z' })
  })

  it('shows the server’s refusal in the form', async () => {
    form.api().on('PUT', '/api/events/e3', () => fail(403, 'forbidden', 'You are not allowed to do that.'))
    const { onSaved } = renderEdit(makeEvent({ _id: 'e3' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()
  })
})
