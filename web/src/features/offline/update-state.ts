// A new version of the site is waiting (its service worker installed beside the running one): the reload
// prompt shows, and accepting it activates the new version and reloads the page (docs/offline.md).
import { create } from 'zustand'

interface UpdateState {
  /** activates the waiting version and reloads; set once one is waiting */
  reload: (() => Promise<void>) | null
  dismissed: boolean
}

export const useUpdateState = create<UpdateState>(() => ({ reload: null, dismissed: false }))

export const updateActions = {
  waiting: (reload: () => Promise<void>) => useUpdateState.setState({ reload, dismissed: false }),
  dismiss: () => useUpdateState.setState({ dismissed: true }),
}
