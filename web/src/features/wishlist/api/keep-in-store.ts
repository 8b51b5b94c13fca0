// The wishlist is also kept in the persisted client store (its `wishlists` slice): a reload shows what
// was saved before the server answers, and the store's status follows the last request.
import type { WishlistItemDto } from '@travel/domain'
import { errorMessage } from '@/lib/api-client'
import { useRootStore, wishlistActions } from '@/stores/root-store'

/** Runs a wishlist request and copies its answer (or its failure) into the store. */
export async function keptInStore(load: () => Promise<WishlistItemDto[]>): Promise<WishlistItemDto[]> {
  wishlistActions.loading()
  try {
    const items = await load()
    wishlistActions.loaded(items)
    return items
  } catch (error) {
    wishlistActions.failed(errorMessage(error))
    throw error
  }
}

/** What this browser kept, shown until the server answers; nothing (a spinner) when it kept nothing. */
export function usePersistedWishlist(): WishlistItemDto[] | undefined {
  const items = useRootStore((s) => s.wishlists.wishlistsItems)
  return items.length > 0 ? items : undefined
}
