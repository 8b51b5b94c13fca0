// The demo community's suggested edits: open ones waiting for their authors, one accepted (so its event's
// history shows an update from a suggestion) and one declined with the author's answer.
import type { SuggestedField, SuggestionAction } from '@travel/domain'
import type { DemoUserKey } from './demo-users'

export interface DemoSuggestion {
  event: string
  by: DemoUserKey
  changes: Partial<Record<SuggestedField, unknown>>
  reason: string
  /** the author's decision; none leaves the suggestion open */
  decision?: { action: SuggestionAction; fields?: SuggestedField[]; reason?: string }
}

export const DEMO_SUGGESTIONS: readonly DemoSuggestion[] = [
  {
    // an event without a Slovak version: Zuzka offers one, waiting for Tom
    event: 'cabo-da-roca',
    by: 'zuzka',
    changes: {
      translation: {
        title: 'Západ slnka na Cabo da Roca',
        description:
          'Najzápadnejší bod pevninskej Európy s\u00a0majákom a\u00a0útesmi vysokými 140\u00a0m. Poriadne tu fúka, držte si klobúk.\n\nPriamo na myse obytné autá nocovať nesmú; spali sme na parkovisku pre obytné autá v\u00a0Azóii, 2\u00a0km odtiaľ.',
      },
    },
    reason: 'Preklad pre slovenských čitateľov.',
  },
  {
    event: 'liptov-meadow',
    by: 'emma',
    changes: { coordinates: [49.124812, 19.512105] },
    reason: 'The meadow is about 80 m north-east of the pin; the pin is on the field track.',
  },
  {
    event: 'gjende-wild-camp',
    by: 'zuzka',
    changes: { map: 'https://www.google.com/maps?q=61.491523,8.806012' },
    reason: 'Pridávam odkaz na mapu, nech sa miesto dá ľahko nájsť.',
  },
  {
    event: 'prespa-shore',
    by: 'pavol',
    changes: { title: 'Na divoko pri Prespanskom jazere pri Stenje' },
    reason: 'Názov dediny pomôže pri hľadaní.',
    decision: { action: 'accept', fields: ['title'] },
  },
  {
    event: 'kazbek-night',
    by: 'tom',
    changes: { access: 1 },
    reason: 'We got there in an ordinary car in July.',
    decision: { action: 'decline', reason: 'Po daždi je cesta len pre terénne autá.' },
  },
]
