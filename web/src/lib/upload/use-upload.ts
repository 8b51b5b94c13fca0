// One upload slot of a form: the state of its latest upload and the buttons' actions. Starting again
// replaces (and cancels) the previous upload; leaving the form cancels a running one.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { UploadKind } from '@travel/domain'
import { startUpload, type UploadHandle, type UploadState } from './upload-task'

export interface UseUpload {
  state: UploadState
  start(file: File): void
  pause(): void
  resume(): void
  cancel(): void
}

export function useUpload(kind: UploadKind): UseUpload {
  const [state, setState] = useState<UploadState>({ status: 'idle' })
  const current = useRef<UploadHandle | undefined>(undefined)
  // Only the latest upload may change the state: a replaced or abandoned one reports into the void.
  const generation = useRef(0)

  const abandonCurrent = useCallback(() => {
    generation.current += 1
    current.current?.cancel()
    current.current = undefined
  }, [])

  useEffect(() => abandonCurrent, [abandonCurrent])

  const start = useCallback(
    (file: File) => {
      abandonCurrent()
      const mine = generation.current
      current.current = startUpload(kind, file, (next) => {
        if (generation.current === mine) setState(next)
      })
    },
    [kind, abandonCurrent],
  )

  return {
    state,
    start,
    pause: useCallback(() => current.current?.pause(), []),
    resume: useCallback(() => current.current?.resume(), []),
    cancel: useCallback(() => current.current?.cancel(), []),
  }
}
