// A wishlist shared by a private link (docs/api.md "Shared lists"): the owner turns the link on, renews or
// turns it off; anyone holding the token reads the list, and nothing else of the owner.
import { randomBytes } from 'node:crypto'
import {
  GPS_EXPORT_MAX,
  isShareToken,
  type Language,
  type ShareLinkDto,
  type SharedListDto,
} from '@travel/domain'
import type { SharedListRecord, Store } from '../store/port'
import type { AccountsService } from './accounts-service'
import type { Caller } from './caller'
import { toEventListItemDto, visibleTo } from './dto'
import { notFound } from './service-error'

/** 128 bits from the OS's generator: not guessable, and no shorter than a UUID's randomness. */
const TOKEN_BYTES = 16
/** The events a shared page shows: as many as one export holds. */
export const SHARED_LIST_MAX = GPS_EXPORT_MAX

export interface SharedListsDeps {
  store: Store
  accounts: Pick<AccountsService, 'ensureProfile'>
}

const toLinkDto = ({ id, createdAt }: SharedListRecord): ShareLinkDto => ({ token: id, createdAt })

export function sharedListsService({ store, accounts }: SharedListsDeps) {
  /** The link's owner; the same refusal for a malformed, unknown or revoked token. */
  async function ownerOf(token: string): Promise<{ userId: string; username: string }> {
    const link = isShareToken(token) ? await store.lists.getSharedList(token) : null
    const owner = link ? await store.accounts.getUser(link.userId) : null
    if (!owner) throw notFound('shared_list_not_found')
    return { userId: owner.id, username: owner.username }
  }

  return {
    ownerOf,

    async linkOf(caller: Caller): Promise<ShareLinkDto | null> {
      const link = await store.lists.sharedListOf(caller.uid)
      return link ? toLinkDto(link) : null
    },

    /** A new link; the caller's earlier one stops answering in the same write. */
    async share(caller: Caller): Promise<ShareLinkDto> {
      // Also refuses a token whose account was deleted, so no link outlives its owner.
      await accounts.ensureProfile(caller)
      const link: SharedListRecord = {
        id: randomBytes(TOKEN_BYTES).toString('base64url'),
        userId: caller.uid,
        createdAt: new Date().toISOString(),
      }
      await store.lists.shareWishlist(link)
      return toLinkDto(link)
    },

    /** Turning off a link that is already off is no error: the caller's wish holds either way. */
    async unshare(caller: Caller): Promise<{ shared: false }> {
      await store.lists.unshareWishlist(caller.uid)
      return { shared: false }
    },

    /** What the link shows: the owner's public name and the list's events, most recently saved first. */
    async read(token: string, language?: Language): Promise<SharedListDto> {
      const { userId, username } = await ownerOf(token)
      const entries = await store.lists.wishlistOf(userId)
      const ids = entries.slice(0, SHARED_LIST_MAX).map((entry) => entry.eventId)
      const events = visibleTo(await store.events.getEvents(ids))
      return { owner: { username }, events: events.map((event) => toEventListItemDto(event, language)) }
    },
  }
}

export type SharedListsService = ReturnType<typeof sharedListsService>
