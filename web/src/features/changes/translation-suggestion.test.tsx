// A suggested translation in its author's inbox: side by side with the original it translates, each
// marked with its language, and accepted like any other field.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SuggestionDto } from '@travel/domain'
import i18n from '@/i18n'
import { initialRootState, useRootStore, userActions } from '@/stores/root-store'
import { ok, stubApi, type ApiStub } from '@/testing/api-stub'
import { makeEvent, makeUser } from '@/testing/event-factories'
import { renderRoutes, resetSession } from '@/testing/render-app'
import { suggestionsRoutes } from './routes'

let api: ApiStub
const author = makeUser({ _id: 'author-1', username: 'anna' })
const translation = { title: 'Trasa popri Hrone', description: 'Pokojná trasa popri rieke.' }
const suggestion: SuggestionDto = {
  id: 's1',
  eventId: 'e1',
  eventTitle: 'Route along the Hron',
  by: { _id: 'trav-1', username: 'zuzka' },
  reason: 'Po slovensky pre ďalších.',
  changes: [{ field: 'translation', before: null, after: translation }],
  original: { language: 'en', title: 'Route along the Hron', description: 'A calm route by the river.' },
  basedOn: '2026-05-01T10:00:00.000Z',
  state: 'open',
  createdAt: '2026-05-02T10:00:00.000Z',
  outdated: [],
  outdatedFacts: [],
  toModerators: false,
  decidedAt: null,
  decidedBy: null,
  accepted: [],
  acceptedFacts: [],
  answer: '',
}

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
})
afterEach(resetSession)

describe('a suggested translation', { timeout: 30_000 }, () => {
  it('shows beside the original, each in its language, and is accepted as the translation field', async () => {
    userActions.success(author)
    api.on('GET', '/api/suggestions/mine', () =>
      ok({ received: { suggestions: [suggestion] }, sent: { suggestions: [] } }),
    )
    api.on('POST', '/api/suggestions/s1/decision', () =>
      ok({ suggestion: { ...suggestion, state: 'accepted', accepted: ['translation'] }, event: makeEvent() }),
    )
    renderRoutes('/suggestions', suggestionsRoutes)
    const box = await screen.findByRole('checkbox', { name: 'Translation' }, { timeout: 20_000 })
    const original = screen.getByText('Original (English)').parentElement!
    expect(within(original).getByText('A calm route by the river.')).toHaveAttribute('lang', 'en')
    const suggested = screen.getByText('Suggested translation (Slovak)').parentElement!
    expect(within(suggested).getByText('Trasa popri Hrone')).toHaveAttribute('lang', 'sk')
    expect(box).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({ action: 'accept', fields: ['translation'] })
  })
})
