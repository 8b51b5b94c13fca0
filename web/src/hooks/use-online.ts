// Whether the site can be reached (lib/connectivity.ts): what the offline banner and the actions that need
// the network follow (docs/offline.md).
import { useSyncExternalStore } from 'react'
import { isSiteReachable, subscribeConnectivity } from '@/lib/connectivity'

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isSiteReachable, () => true)
}
