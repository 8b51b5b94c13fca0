// Another tab that signs in, signs out or changes the wishlist writes `root` in localStorage; the browser
// tells the other tabs with a `storage` event and they reload the store from it.
import { useEffect } from 'react'
import { ROOT_STORAGE_KEY, useRootStore } from '@/stores/root-store'

export function useStoreSyncAcrossTabs(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return
      // key null means the other tab cleared the whole storage.
      if (event.key === ROOT_STORAGE_KEY || event.key === null) void useRootStore.persist.rehydrate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
}
