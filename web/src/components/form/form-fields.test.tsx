// The form fields as a screen reader meets them: the label names the control, a hint is its description,
// and an error marks it invalid and is its error message (Chakra's Field links it with aria-errormessage).
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '@/testing/render-app'
import { SelectField } from './select-field'
import { TextField } from './text-field'
import { TextareaField } from './textarea-field'

interface Values {
  title: string
  description: string
  country: string
}

/** A small form with one field of each kind and the errors a failed submit gives them. */
function Form({ errors }: { errors: Partial<Record<keyof Values, string>> }) {
  const { register, control } = useForm<Values>({
    defaultValues: { title: '', description: '', country: '' },
  })
  const country = useWatch({ control, name: 'country' })
  return (
    <form aria-label="Event">
      <TextField
        label="Title"
        error={errors.title}
        hint="A few words"
        required
        registration={register('title')}
      />
      <TextareaField label="Description" error={errors.description} registration={register('description')} />
      <SelectField
        label="Country"
        error={errors.country}
        required
        registration={register('country')}
        placeholder="Choose a country"
        options={[
          { value: 'SK', label: 'Slovakia' },
          { value: 'AT', label: 'Austria' },
        ]}
      />
      <output>{country || 'none'}</output>
    </form>
  )
}

describe('form fields', () => {
  it('show a hint as the description and mark required fields', () => {
    renderInApp(<Form errors={{}} />)
    const title = screen.getByRole('textbox', { name: /^Title/ })
    expect(title).toBeRequired()
    expect(title).not.toHaveAttribute('aria-invalid')
    expect(title).toHaveAccessibleDescription('A few words')
    expect(screen.getByRole('textbox', { name: 'Description' })).not.toBeRequired()
  })

  it('link each error to its control, which is then invalid', () => {
    renderInApp(
      <Form
        errors={{
          title: 'This field is required.',
          description: 'Too long.',
          country: 'Choose a country from the list.',
        }}
      />,
    )
    const title = screen.getByRole('textbox', { name: /^Title/ })
    expect(title).toBeInvalid()
    expect(title).toHaveAccessibleErrorMessage('This field is required.')
    // the error replaces the hint
    expect(screen.queryByText('A few words')).not.toBeInTheDocument()
    const description = screen.getByRole('textbox', { name: 'Description' })
    expect(description).toBeInvalid()
    expect(description).toHaveAccessibleErrorMessage('Too long.')
    const country = screen.getByRole('combobox', { name: /^Country/ })
    expect(country).toBeInvalid()
    expect(country).toHaveAccessibleErrorMessage('Choose a country from the list.')
  })

  it('register the control: a choice reaches the form', async () => {
    const user = userEvent.setup()
    renderInApp(<Form errors={{}} />)
    const country = screen.getByRole('combobox', { name: /^Country/ })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a country',
      'Slovakia',
      'Austria',
    ])
    await user.selectOptions(country, 'Austria')
    expect(screen.getByRole('status')).toHaveTextContent('AT')
  })
})
