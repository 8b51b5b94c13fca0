// One behaviour for every Store adapter, one contract suite per capability. store-contract.test.ts runs
// them against the embedded store, store-contract.emulator.test.ts against Firestore (test:emulators).
import { beforeEach, describe } from 'vitest'
import type { SearchOptions } from '../src/store/events/search-page'
import type { Store } from '../src/store/port'
import { describeAccountsContract } from './store-contract-accounts'
import { describeCheckinsContract } from './store-contract-checkins'
import { describeEventsContract } from './store-contract-events'
import { describeHistoryContract } from './store-contract-history'
import { describeListsContract } from './store-contract-lists'
import { describeModerationContract } from './store-contract-moderation'
import { describeNoticesContract } from './store-contract-notices'
import { describeSuggestionReportsContract } from './store-contract-suggestion-reports'
import { describeSuggestionsContract } from './store-contract-suggestions'
import { describeTranslationsContract } from './store-contract-translations'
import { describeTripsContract } from './store-contract-trips'
import { describeMergesContract } from './store-contract-merges'

export interface OpenedStore {
  store: Store
}

/** Opens a fresh, empty store; `options` as both adapters take them (a search budget for a test). */
export type OpenStore = (options?: SearchOptions) => Promise<OpenedStore>

/** A suite written against a store it is handed, run with a fresh store per test. */
function withFreshStore(capability: string, suite: (storeOf: () => Store) => void) {
  return (name: string, open: OpenStore) =>
    describe(`the ${name} store: ${capability}`, () => {
      let store: Store
      beforeEach(async () => {
        ;({ store } = await open())
      })
      suite(() => store)
    })
}

/** Every capability's contract suite. */
export const STORE_CONTRACTS: ((name: string, open: OpenStore) => void)[] = [
  describeEventsContract,
  describeTranslationsContract,
  withFreshStore('check-ins', describeCheckinsContract),
  withFreshStore('moderation', describeModerationContract),
  describeAccountsContract,
  describeListsContract,
  withFreshStore('history', describeHistoryContract),
  withFreshStore('suggestions', describeSuggestionsContract),
  withFreshStore('reported suggestions', describeSuggestionReportsContract),
  withFreshStore('notices', describeNoticesContract),
  withFreshStore('trips', describeTripsContract),
  withFreshStore('merges', describeMergesContract),
]

export function describeStoreContract(name: string, open: OpenStore) {
  for (const describeContract of STORE_CONTRACTS) describeContract(name, open)
}
