// An event in two languages on its page: the reader's version with who translated it and the original
// one tap away (and back), "Written in Slovak" with "Suggest a translation" for a signed-in traveller
// who did not write it, and the edit form's language and translation fields.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { EventDto } from '@travel/domain'
import { ok } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { field } from '@/testing/event-form-input'
import { setUpEventFormTests } from '@/testing/event-form-setup'
import { renderInApp, renderRoutes } from '@/testing/render-app'
import { userActions } from '@/stores/root-store'
import { EditEventDialog } from '../components/edit-event-dialog'
import { eventDetailRoutes } from '../routes'

vi.setConfig({ testTimeout: 30_000 })
const form = setUpEventFormTests()

function serve(event: EventDto) {
  form.api().on('GET', `/api/events/${event._id}`, () => ok(event))
  form.api().on('GET', `/api/events/${event._id}/checkins`, () => ok({ checkins: [], next: null }))
  form.api().on('GET', '/api/wishlist', () => ok([]))
}

const slovakCampInEnglish = makeEvent({
  _id: 'sk1',
  title: 'Camp by the mountain lake',
  description: 'A quiet camp below the peaks.',
  language: 'en',
  writtenIn: 'sk',
  translatedBy: { _id: 'u-zuzka', username: 'zuzka' },
  other: { language: 'sk', title: 'Kemp pri plese', description: 'Tichý kemp pod štítmi.' },
  user: { _id: 'owner-1', username: 'marek' },
})

describe('a translated event', () => {
  it('reads in the reader’s language with its translator, and shows the original and back', async () => {
    serve(slovakCampInEnglish)
    renderRoutes('/events/sk1', eventDetailRoutes)
    const heading = await screen.findByRole('heading', { level: 1, name: 'Camp by the mountain lake' })
    expect(heading).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Translated by zuzka')).toBeInTheDocument()
    expect(screen.getByText('A quiet camp below the peaks.')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show the original' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Kemp pri plese' })).toHaveAttribute('lang', 'sk')
    expect(screen.getByText('Tichý kemp pod štítmi.')).toBeInTheDocument()
    expect(screen.getByText('Original in Slovak')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show the translation' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Camp by the mountain lake' })).toBeInTheDocument()
  })
})

describe('an event without a translation in the reader’s language', () => {
  const untranslated = makeEvent({
    _id: 'sk2',
    title: 'Kemp pri Tare',
    description: 'Kemp pri moste cez rieku.',
    language: 'sk',
    writtenIn: 'sk',
    user: { _id: 'owner-1', username: 'marek' },
  })

  it('says which language it is in, and offers a signed-in traveller to suggest a translation', async () => {
    userActions.success(makeUser({ _id: 'reader-9', username: 'emma' }))
    serve(untranslated)
    renderRoutes('/events/sk2', eventDetailRoutes)
    expect(await screen.findByText('Written in Slovak')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Suggest a translation' }))
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 15_000 })
    expect(within(dialog).getByLabelText(/^English title/)).toHaveValue('')
    expect(within(dialog).getByLabelText(/^Written in/)).toBeDisabled()
  })

  it('offers no suggestion to a visitor, nor to its author', async () => {
    serve(untranslated)
    renderRoutes('/events/sk2', eventDetailRoutes)
    expect(await screen.findByText('Written in Slovak')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Suggest a translation' })).not.toBeInTheDocument()
  })
})

describe('the edit form’s languages', () => {
  it('starts from the original and its translation, and asks for both fields of a translation', async () => {
    const onSaved = vi.fn()
    form.api().on('PUT', '/api/events/sk1', () => ok(slovakCampInEnglish))
    renderInApp(<EditEventDialog event={slovakCampInEnglish} open onOpenChange={vi.fn()} onSaved={onSaved} />)
    await screen.findByRole('dialog', { name: 'Edit the event' })
    expect(field('Title')).toHaveValue('Kemp pri plese')
    expect(field('Written in')).toHaveValue('sk')
    expect(field('English title')).toHaveValue('Camp by the mountain lake')

    await userEvent.clear(field('English description'))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('This field is required.')).toBeInTheDocument()
    expect(onSaved).not.toHaveBeenCalled()

    await userEvent.type(field('English description'), 'A quiet camp under the summits.')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const put = form.api().calls.find((c) => c.method === 'PUT')
    expect(put?.body).toMatchObject({
      title: 'Kemp pri plese',
      writtenIn: 'sk',
      translation: { title: 'Camp by the mountain lake', description: 'A quiet camp under the summits.' },
    })
  })
})
