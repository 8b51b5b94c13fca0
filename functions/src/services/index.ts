// The product's services over one set of dependencies: the API (app.ts) and the page renderer
// (pages/pages-app.ts) use the same ones, so a page shows exactly what the API answers.
import type { FileStore } from '../files/file-store'
import { fileUrls as fileUrlsOf } from './file-urls'
import type { Store } from '../store/port'
import { trackReader } from '../tracks/read-track'
import type { AccountAdmin } from './account-admin'
import { accountsService } from './accounts-service'
import { checkinsService } from './checkins-service'
import { eventsService } from './events-service'
import { exportService } from './export-service'
import { historyService } from './history-service'
import { suggestionsService } from './suggestions-service'
import { moderationService } from './moderation-service'
import { myDataService } from './my-data-service'
import { noticesService } from './notices-service'
import { sharedListsService } from './shared-lists-service'
import { tripsService } from './trips-service'
import { mergesService } from './merges-service'
import { wishlistService } from './wishlist-service'

export type { AccountAdmin } from './account-admin'
export { backfillTracks, type BackfillReport } from './backfill-tracks'
export type { Caller } from './caller'

export interface ServiceDeps {
  accounts: AccountAdmin
  store: Store
  files: FileStore
  storage: { bucket: string; origins: string[] }
  /** the site's origin, for links in e-mails; the web app's address locally */
  site?: string
  /**
   * the clock of the dated rules (a suggestion's days before moderators may decide, a notice's date);
   * the local demo sets it to send a suggestion its author has left unanswered
   */
  now?: () => Date
}

export function createServices({ accounts: admin, store, files, storage, site = '', now }: ServiceDeps) {
  const fileUrls = fileUrlsOf(files, storage)
  const notices = noticesService({ store, site, now })
  const accounts = accountsService({ store, accounts: admin, files, fileUrls, storage })
  const events = eventsService({ store, accounts, fileUrls, tracks: trackReader(files) })
  const wishlist = wishlistService({ store, accounts })
  const checkins = checkinsService({ store, accounts, fileUrls, notices })
  const exports = exportService({ store })
  const myData = myDataService({ store, files, ensureProfile: (caller) => accounts.ensureProfile(caller) })
  const sharedLists = sharedListsService({ store, accounts })
  const moderation = moderationService({ store, admin, accounts, fileUrls, notices })
  const history = historyService({ store, accounts, isModerator: moderation.isModerator })
  const suggestions = suggestionsService({
    store,
    accounts,
    isModerator: moderation.isModerator,
    notices,
    now,
  })
  const trips = tripsService({ store, accounts })
  const merges = mergesService({ store, accounts, isModerator: moderation.isModerator, notices })
  return {
    accounts,
    events,
    wishlist,
    checkins,
    exports,
    myData,
    sharedLists,
    moderation,
    history,
    suggestions,
    notices,
    trips,
    merges,
  }
}

export type Services = ReturnType<typeof createServices>
