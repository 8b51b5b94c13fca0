// The date field of the event and check-in forms: the page's language's way of writing a day, the ISO day
// kept for the form.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n'
import { renderInApp } from '@/testing/render-app'
import { DateField } from './date-field'

/** The field in a form that shows what it keeps. */
function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <DateField
        label={i18n.language === 'sk' ? 'Dátum' : 'Date'}
        value={value}
        onChange={setValue}
        required
      />
      <output aria-label="kept">{value}</output>
    </>
  )
}

afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('the date field', { timeout: 20_000 }, () => {
  it('shows and reads a day the Slovak way', async () => {
    await i18n.changeLanguage('sk')
    renderInApp(<Form initial="2024-05-01" />)
    const field = await screen.findByRole('textbox', { name: /^Dátum/ })
    expect(field).toHaveValue('1. 5. 2024')
    expect(field).toHaveAccessibleDescription(/^Deň\. mesiac\. rok, napríklad \d{1,2}\. \d{1,2}\. \d{4}$/)

    const user = userEvent.setup()
    await user.clear(field)
    await user.type(field, '7.3.2026')
    expect(screen.getByLabelText('kept')).toHaveTextContent('2026-03-07')
    await user.tab()
    expect(field).toHaveValue('7. 3. 2026')
  })

  it('shows and reads a day the English way, and passes on a text that names no day', async () => {
    renderInApp(<Form initial="2024-05-01" />)
    const field = await screen.findByRole('textbox', { name: /^Date/ })
    expect(field).toHaveValue('01/05/2024')
    expect(field).toHaveAccessibleDescription(/^Day\/month\/year, for example \d{2}\/\d{2}\/\d{4}$/)

    const user = userEvent.setup()
    await user.clear(field)
    await user.type(field, '31/04/2026')
    expect(screen.getByLabelText('kept')).toHaveTextContent('31/04/2026')
    await user.clear(field)
    await user.type(field, '2026-03-07')
    expect(screen.getByLabelText('kept')).toHaveTextContent('2026-03-07')
    await user.tab()
    expect(field).toHaveValue('07/03/2026')
    expect(screen.getByRole('button', { name: 'Choose from a calendar' })).toBeInTheDocument()
  })
})
