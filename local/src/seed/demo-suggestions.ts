// The demo community's suggested edits: open ones waiting for their authors, one its author has left
// unanswered for the moderators, one accepted (so its event's history shows it) and one declined.
import type { SuggestedField, SuggestionAction } from '@travel/domain'
import { DEMO_AMENITIES } from './demo-amenities'
import type { DemoUserKey } from './demo-users'

export interface DemoSuggestion {
  event: string
  by: DemoUserKey
  changes: Partial<Record<SuggestedField, unknown>>
  reason: string
  /** the author's decision; none leaves the suggestion open */
  decision?: { action: SuggestionAction; fields?: SuggestedField[]; reason?: string }
  /** sent this many days before the seed runs (else on that day) */
  daysAgo?: number
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
    // unanswered for longer than the author has to decide alone: in the moderators' queue (mira)
    event: 'tara-bridge-camp',
    by: 'emma',
    changes: {
      amenities: {
        ...DEMO_AMENITIES['tara-bridge-camp'],
        electricity: false,
        price: { amount: 20, currency: 'EUR' },
      },
    },
    reason: 'The electricity posts were taken out this spring, and a night costs 20 EUR now.',
    daysAgo: 16,
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
