// The form's "What it offers": folded away for someone who skips it, and when opened the same rules as
// the API, in both languages, asking a camp about its stay and a route about its road.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyEventForm, toEventPayload, type EventFormValues } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { renderInApp } from '@/testing/render-app'
import { EventForm, type EventFormSubmit } from './event-form'

const camp: EventFormValues = {
  ...emptyEventForm,
  title: 'Lake camp',
  description: 'A quiet spot by the lake.',
  image: 'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/events%2Fu%2Fa.jpg?alt=media',
  coordinates: '48.148598, 17.107748',
  access: 'caravan',
  date: '2024-05-01',
  country: 'Slovakia',
}

function renderForm(initialValues: EventFormValues = camp) {
  const onSubmit = vi.fn<(submit: EventFormSubmit) => Promise<void>>(async () => undefined)
  renderInApp(<EventForm initialValues={initialValues} submitLabel="Save" onSubmit={onSubmit} />)
  return onSubmit
}

const facts = () => screen.getByText('What it offers', { selector: 'summary' })

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
})

describe('what it offers, in the add/edit form', () => {
  it('is folded away, and a form sent without opening it says no facts', async () => {
    const onSubmit = renderForm()
    expect(await screen.findByText('What it offers')).toBeVisible()
    expect(screen.getByRole('group', { name: /Drinking water/ })).not.toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(toEventPayload(onSubmit.mock.calls[0]![0].values).amenities).toBeNull()
  })

  it('takes yes, no, a price, vehicle limits and months, and refuses what the API would', async () => {
    const onSubmit = renderForm()
    await userEvent.click(await screen.findByText('What it offers'))
    expect(facts().parentElement).toHaveAttribute('open')
    const water = screen.getByRole('group', { name: /Drinking water/ })
    await userEvent.click(within(water).getByRole('radio', { name: 'Yes' }))
    await userEvent.click(
      within(screen.getByRole('group', { name: /Toilets/ })).getByRole('radio', { name: 'No' }),
    )
    await userEvent.click(
      within(screen.getByRole('group', { name: /Price a night/ })).getByRole('radio', { name: 'Paid' }),
    )
    await userEvent.type(screen.getByLabelText('Amount'), '15')
    await userEvent.type(screen.getByLabelText('Longest vehicle (m)'), '45')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Jul' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aug' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('The longest vehicle is given in metres from 1 to 30, to one decimal.'),
    ).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.clear(screen.getByLabelText('Longest vehicle (m)'))
    await userEvent.type(screen.getByLabelText('Longest vehicle (m)'), '7,5')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(toEventPayload(onSubmit.mock.calls[0]![0].values).amenities).toEqual({
      water: true,
      toilets: false,
      price: { amount: 15, currency: 'EUR' },
      maxLength: 7.5,
      months: [7, 8],
    })
  })

  it('opens with the facts an edited event has, and asks a route about its road, in Slovak too', async () => {
    await i18n.changeLanguage('sk')
    renderForm({
      ...camp,
      main: 'route',
      sub: 'offroad',
      coordinates: '',
      amenities: { ...emptyEventForm.amenities, surface: 'gravel' },
    })
    expect(await screen.findByText('Čo ponúka', { selector: 'summary' })).toBeVisible()
    expect(screen.getByLabelText('Povrch')).toBeVisible()
    expect(screen.getByLabelText('Povrch')).toHaveValue('gravel')
    expect(screen.getByRole('group', { name: /Treba pohon 4×4/ })).toBeVisible()
    // a route is not asked about toilets or a price
    expect(screen.queryByRole('group', { name: /Toalety/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('group', { name: /Cena za noc/ })).not.toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Obmedzenie výšky (m)'), '9')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Obmedzenie výšky sa zadáva v metroch od 1 do 6, na jedno desatinné miesto.'),
    ).toBeInTheDocument()
  })
})
