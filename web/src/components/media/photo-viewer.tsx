// A set of photos shown large, one at a time, in a dialog (photo-viewer-dialog.tsx). The dialog's code
// loads when a reader first opens a photo, not with every page that shows thumbnails.
import { lazy, Suspense, useState } from 'react'
import type { PhotoViewerProps } from './photo-viewer-dialog'

export type { PhotoViewerProps, ViewerPhoto } from './photo-viewer-dialog'

const PhotoViewerDialog = lazy(() => import('./photo-viewer-dialog'))

export function PhotoViewer(props: PhotoViewerProps) {
  // mounted from the first opening on, so later closings still animate
  const [opened, setOpened] = useState(false)
  if (props.shown !== null && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <PhotoViewerDialog {...props} />
    </Suspense>
  )
}
