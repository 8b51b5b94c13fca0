// Whether the browser has a network connection, as it says (navigator.onLine and its online/offline
// events). "Online" may still mean a connection that cannot reach the site; "offline" is certain, and is
// what the offline banner and the actions that need the network follow (docs/offline.md).
import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
