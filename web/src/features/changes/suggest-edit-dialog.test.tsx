// "Suggest an edit": the event's form with its current values, no files or date, a reason required;
// only the fields the traveller changed are sent, and a server refusal shows at its field.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fail, ok } from '@/testing/api-stub'
import { makeEvent } from '@/testing/event-factories'
import { field } from '@/testing/event-form-input'
import { setUpEventFormTests } from '@/testing/event-form-setup'
import { renderInApp } from '@/testing/render-app'
import { SuggestEditDialog } from './components/suggest-edit-dialog'

vi.setConfig({ testTimeout: 30_000 })

const form = setUpEventFormTests()
const event = makeEvent({
  _id: 'e1',
  title: 'Camp at the old mill',
  access: 0,
  coordinates: [48.1, 19.1],
  user: { _id: 'author-1', username: 'anna' },
})
const posts = () =>
  form.api().calls.filter((c) => c.method === 'POST' && c.path === '/api/events/e1/suggestions')

describe('suggesting an edit', () => {
  it('starts from the event, without its files and date, and asks why', async () => {
    renderInApp(<SuggestEditDialog event={event} open onOpenChange={vi.fn()} />)
    expect(
      await screen.findByRole('dialog', { name: 'Suggest an edit of “Camp at the old mill”' }),
    ).toBeInTheDocument()
    expect(field('Title')).toHaveValue('Camp at the old mill')
    expect(screen.queryByLabelText(/^Date/)).not.toBeInTheDocument()
    expect(screen.queryByText(/^Image/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send the suggestion' }))
    expect(
      await screen.findByText('Say why, in a few words: for example, "the tap was removed in 2025".'),
    ).toBeInTheDocument()
    expect(posts()).toHaveLength(0)
  })

  it('sends only what changed, with the reason, and thanks the traveller', async () => {
    form.api().on('POST', '/api/events/e1/suggestions', () => ok({ id: 's1' }, 201))
    renderInApp(<SuggestEditDialog event={event} open onOpenChange={vi.fn()} />)
    await screen.findByRole('dialog')
    await userEvent.selectOptions(field('Access'), 'offroad')
    await userEvent.type(screen.getByLabelText(/^Why\?/), 'The last kilometre is washed out.')
    await userEvent.click(screen.getByRole('button', { name: 'Send the suggestion' }))
    expect(await screen.findByText(/Thank you\. anna will decide/)).toBeInTheDocument()
    expect(posts()[0]?.body).toEqual({ changes: { access: 2 }, reason: 'The last kilometre is washed out.' })
  })

  it('shows the server’s refusal in the reader’s words', async () => {
    form
      .api()
      .on('POST', '/api/events/e1/suggestions', () =>
        fail(409, 'suggestion_declined_before', 'The author declined this same suggestion before.'),
      )
    renderInApp(<SuggestEditDialog event={event} open onOpenChange={vi.fn()} />)
    await screen.findByRole('dialog')
    await userEvent.selectOptions(field('Access'), 'car')
    await userEvent.type(screen.getByLabelText(/^Why\?/), 'Cars get there.')
    await userEvent.click(screen.getByRole('button', { name: 'Send the suggestion' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The author declined this same suggestion before.',
    )
  })
})
