// "A new version is available": shown when a deployed version is waiting. Reloading activates it for every
// tab at once; until then this tab keeps running the version it started with (docs/offline.md).
import { lazy, Suspense } from 'react'
import { useUpdateState } from '../update-state'

/** Its code and texts load when it is first shown (precached for that). */
const UpdatePromptPanel = lazy(() => import('./update-prompt-panel'))

export function UpdatePrompt() {
  const { reload, dismissed } = useUpdateState()
  return reload && !dismissed ? (
    <Suspense fallback={null}>
      <UpdatePromptPanel reload={reload} />
    </Suspense>
  ) : null
}
