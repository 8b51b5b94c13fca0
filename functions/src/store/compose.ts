// Temporary: composes a flat adapter into the per-capability Store while the adapters are split.
import type { AccountStore } from './accounts/port'
import type { CheckinStore } from './checkins/port'
import type { EventStore } from './events/port'
import type { ListStore } from './lists/port'
import type { ModerationStore } from './moderation/port'
import type { Store } from './port'

export type FlatStore = EventStore & CheckinStore & ModerationStore & AccountStore & ListStore

export function composeStore(f: FlatStore): Store {
  const pick = <K extends keyof FlatStore>(keys: K[]) =>
    Object.fromEntries(keys.map((k) => [k, (f[k] as (...a: unknown[]) => unknown).bind(f)])) as Pick<
      FlatStore,
      K
    >
  return {
    events: pick([
      'getEvent',
      'getEvents',
      'listEvents',
      'nearEvents',
      'mapPoints',
      'countCells',
      'cellPoints',
      'eventsWithoutMapPosition',
      'countListed',
      'listedInIdRange',
      'createEvent',
      'updateEvent',
      'deleteEvent',
    ]),
    checkins: pick(['getCheckin', 'checkinsOfEvent', 'checkinsOfUser', 'saveCheckin', 'deleteCheckin']),
    accounts: pick([
      'getUser',
      'createUser',
      'updateUser',
      'markAccountDeleted',
      'isAccountDeleted',
      'deleteUserData',
      'findUserByEmail',
    ]),
    lists: pick([
      'wishlistOf',
      'addToWishlist',
      'removeFromWishlist',
      'clearWishlist',
      'getSharedList',
      'sharedListOf',
      'shareWishlist',
      'unshareWishlist',
    ]),
    moderation: pick([
      'fileReport',
      'moderationQueue',
      'decide',
      'moderationLog',
      'reportsBy',
      'noticesOf',
      'markNoticesRead',
    ]),
  }
}
