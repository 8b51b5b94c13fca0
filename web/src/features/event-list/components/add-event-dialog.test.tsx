// The add form's rules one by one (docs/screens.md), with real uploads to the local storage server
// (started by the web tests' globalSetup) by a real Auth emulator account; only /api is answered here.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { toIsoDate } from '@travel/domain'
import { fail, ok } from '@/testing/api-stub'
import { eventsQueries, makeEvent } from '@/testing/event-factories'
import { fillValid, field, gpxFile, uploadImage } from '@/testing/event-form-input'
import { setUpEventFormTests } from '@/testing/event-form-setup'
import { renderInApp, renderRoutes } from '@/testing/render-app'
import { eventListRoutes } from '../routes'
import { AddEventDialog } from './add-event-dialog'

// Typing a whole form and uploading take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const form = setUpEventFormTests()

function renderAdd() {
  const onOpenChange = vi.fn()
  const onCreated = vi.fn()
  renderInApp(<AddEventDialog open onOpenChange={onOpenChange} onCreated={onCreated} />)
  return { onOpenChange, onCreated }
}

const posts = () => form.api().calls.filter((c) => c.method === 'POST' && c.path === '/api/events')

describe('the add-event form', () => {
  it('starts empty with the section camp / natural, coordinates enabled and dates up to today', async () => {
    renderAdd()
    expect(await screen.findByRole('dialog', { name: 'Add an event' })).toBeInTheDocument()
    expect(field('Section')).toHaveValue('camp')
    expect(field('Sub-section')).toHaveValue('natural')
    expect(field('Title')).toHaveValue('')
    expect(field('Description')).toHaveValue('')
    expect(field('Coordinates')).toBeEnabled()
    expect(field('Coordinates')).toHaveValue('')
    expect(field('Access')).toHaveValue('')
    expect(field('Country')).toHaveValue('')
    expect(field('Date')).toHaveAccessibleDescription(/^Day\/month\/year, for example/)
    expect(field('Image')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif,image/gif')
    expect(field('Route file (GPX)')).toHaveAttribute('accept', expect.stringContaining('.gpx'))
  })

  it('resets the sub-section when the main section changes and offers only the new section’s sub-sections', async () => {
    renderAdd()
    await userEvent.selectOptions(await screen.findByLabelText(/^Section/), 'places')
    const sub = field('Sub-section')
    expect(sub).toHaveValue('')
    expect(
      within(sub)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'nature', 'built', 'views'])
  })

  it('clears and disables the coordinates for a route, and for an itinerary disables the sub-section too', async () => {
    renderAdd()
    await userEvent.type(await screen.findByLabelText(/^Coordinates/), '48.148598, 17.107748')
    await userEvent.selectOptions(field('Section'), 'route')
    expect(field('Coordinates')).toHaveValue('')
    expect(field('Coordinates')).toBeDisabled()
    expect(screen.getByText('Routes and itineraries have no coordinates.')).toBeInTheDocument()

    await userEvent.selectOptions(field('Section'), 'itinerary')
    expect(field('Coordinates')).toBeDisabled()
    expect(field('Sub-section')).toBeDisabled()

    await userEvent.selectOptions(field('Section'), 'camp')
    expect(field('Coordinates')).toBeEnabled()
  })

  it('checks the coordinates when the field is left: a bad format warns, empty or valid clears it', async () => {
    renderAdd()
    const coordinates = await screen.findByLabelText(/^Coordinates/)
    const warning = 'Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.'

    await userEvent.type(coordinates, '48.1485981, 17')
    expect(screen.queryByText(warning)).not.toBeInTheDocument()
    await userEvent.tab()
    expect(screen.getByText(warning)).toBeInTheDocument()

    await userEvent.clear(coordinates)
    await userEvent.tab()
    expect(screen.queryByText(warning)).not.toBeInTheDocument()

    await userEvent.type(coordinates, '48.148598,17.107748')
    await userEvent.tab()
    expect(screen.queryByText(warning)).not.toBeInTheDocument()
  })

  it('shows the coordinates warning in place of the hint, so leaving the field never adds or removes a line', async () => {
    renderAdd()
    const coordinates = await screen.findByLabelText(/^Coordinates/)
    const hint = 'Latitude, longitude, e.g. 48.148598, 17.107748'
    const warning = 'Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.'
    expect(screen.getByText(hint)).toBeInTheDocument()

    await userEvent.type(coordinates, '48.1486; 17.1077')
    await userEvent.tab()
    expect(screen.getByText(warning)).toBeInTheDocument()
    expect(screen.queryByText(hint)).not.toBeInTheDocument()
    await waitFor(() => expect(coordinates).toHaveAccessibleErrorMessage(warning))

    await userEvent.clear(coordinates)
    await userEvent.tab()
    expect(screen.getByText(hint)).toBeInTheDocument()
    expect(screen.queryByText(warning)).not.toBeInTheDocument()
  })

  it('puts the focus on the first field to fix after a failed submit, in reading order', async () => {
    renderAdd()
    await userEvent.click(await screen.findByRole('button', { name: 'Add event' }))
    expect(await screen.findByText('Please upload the image first.')).toBeInTheDocument()
    // Title, description and coordinates all need fixing: the title comes first on the screen.
    await waitFor(() => expect(field('Title')).toHaveFocus())

    await userEvent.type(field('Title'), 'Lake camp')
    await userEvent.type(field('Description'), 'A quiet spot.')
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))
    await waitFor(() => expect(field('Coordinates')).toHaveFocus())
  })

  it('closes on Cancel pressed straight from the empty coordinates field after a failed submit, sending nothing', async () => {
    const { onOpenChange } = renderAdd()
    await userEvent.click(await screen.findByRole('button', { name: 'Add event' }))
    await userEvent.click(field('Coordinates'))
    expect(screen.getByText('Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(posts()).toHaveLength(0)
  })

  it('names every missing required field and sends nothing', async () => {
    renderAdd()
    await userEvent.click(await screen.findByRole('button', { name: 'Add event' }))
    expect(await screen.findByText('Please upload the image first.')).toBeInTheDocument()
    expect(screen.getAllByText('This field is required.')).toHaveLength(3) // title, description, date
    expect(screen.getByText('Invalid coordinates format. Use XX.XXXXXX, YY.YYYYYY.')).toBeInTheDocument()
    expect(screen.getByText('Choose caravan, car or off-road.')).toBeInTheDocument()
    expect(screen.getByText('Choose a country from the list.')).toBeInTheDocument()
    expect(posts()).toHaveLength(0)
  })

  it('asks for a sub-section when the chosen section has them', async () => {
    renderAdd()
    await userEvent.selectOptions(await screen.findByLabelText(/^Section/), 'route')
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))
    expect(await screen.findByText('Choose a sub-section.')).toBeInTheDocument()
  })

  it('refuses a date later than today', async () => {
    renderAdd()
    const tomorrow = new Date()
    tomorrow.setDate(tomorrow.getDate() + 1)
    await userEvent.type(await screen.findByLabelText(/^Date/), toIsoDate(tomorrow))
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))
    expect(await screen.findByText('The date cannot be later than today.')).toBeInTheDocument()
  })

  it('refuses a title that is too short', async () => {
    renderAdd()
    await userEvent.type(await screen.findByLabelText(/^Title/), 'ab')
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))
    expect(await screen.findByText('Title must be 3 to 120 characters long.')).toBeInTheDocument()
  })

  it('blocks the submit with image_first until the image has uploaded', async () => {
    renderAdd()
    await screen.findByRole('dialog')
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))
    expect(await screen.findByText('Please upload the image first.')).toBeInTheDocument()
    expect(posts()).toHaveLength(0)
  })

  it('uploads the image and route file, sends the converted event, then closes', async () => {
    await form.signIn()
    const created = makeEvent({ _id: 'new-1' })
    form.api().on('POST', '/api/events', () => ok(created, 201))
    const { onOpenChange, onCreated } = renderAdd()
    await screen.findByRole('dialog')

    await fillValid()
    await uploadImage()
    await userEvent.upload(field('Route file (GPX)'), gpxFile())
    expect(
      await screen.findByText('GPX file uploaded successfully!', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    const body = posts()[0]?.body as Record<string, unknown>
    expect(body).toMatchObject({
      title: 'Lake camp',
      description: 'A quiet spot by the lake.\nBring water.',
      coordinates: [48.148598, 17.107748],
      access: 1,
      date: '2024-05-01',
      section: { main: 'camp', sub: 'natural' },
      country: 'Slovakia',
      map: null,
    })
    expect(body.image).toMatch(
      new RegExp(`/o/events%2F${form.account().uid}%2F\\d+_lake\\.png\\?alt=media&token=`),
    )
    expect(body.gpxFile).toMatch(
      new RegExp(`/o/events%2F${form.account().uid}%2F\\d+_track\\.gpx\\?alt=media&token=`),
    )
  })

  it('sends an itinerary with no coordinates and no sub-section', async () => {
    await form.signIn()
    form.api().on('POST', '/api/events', () => ok(makeEvent(), 201))
    const { onCreated } = renderAdd()
    await screen.findByRole('dialog')
    await fillValid()
    await userEvent.selectOptions(field('Section'), 'itinerary')
    await uploadImage()
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalled())
    expect(posts()[0]?.body).toMatchObject({ coordinates: [], section: { main: 'itinerary', sub: null } })
  })

  it('shows a failed submit above the access field and keeps the form open', async () => {
    await form.signIn()
    form.api().on('POST', '/api/events', () =>
      fail(400, 'validation_failed', 'Some fields are not valid.', {
        country: 'Choose a country from the list.',
      }),
    )
    const { onOpenChange, onCreated } = renderAdd()
    await screen.findByRole('dialog')
    await fillValid()
    await uploadImage()
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))

    // announced: the server's message is in an alert, so a screen reader reads it out
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('Some fields are not valid.'),
      ),
    )
    const message = screen.getByText('Some fields are not valid.')
    // Above the access field, in reading order.
    expect(message.compareDocumentPosition(field('Access')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The server's word on a field shows at that field, as the server wrote it.
    expect(screen.getByText('Choose a country from the list.')).toBeInTheDocument()
    expect(onCreated).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})

describe('adding an event from a list', () => {
  it('closes the modal, refreshes the list and opens a clean form next time', async () => {
    await form.signIn()
    const created = makeEvent({ _id: 'fresh-1', title: 'Fresh lake camp' })
    let published = false
    form.api().on('GET', '/api/events', () => ({
      status: 200,
      body: { success: true, data: published ? [created] : [], nextCursor: null },
    }))
    form.api().on('POST', '/api/events', () => {
      published = true
      return ok(created, 201)
    })
    renderRoutes('/', eventListRoutes)
    expect(await screen.findByText('No events found.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add an event' })
    await fillValid(within(dialog))
    await uploadImage(within(dialog))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add event' }))

    expect(await screen.findByRole('link', { name: /Fresh lake camp/ })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(eventsQueries()).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Add event' }))
    const again = await screen.findByRole('dialog', { name: 'Add an event' })
    expect(field('Title', within(again))).toHaveValue('')
    expect(field('Section', within(again))).toHaveValue('camp')
    expect(screen.queryByText('Image uploaded successfully!')).not.toBeInTheDocument()
  })
})
