// A labelled file input that uploads the chosen file at once (useUpload) and shows the upload: progress
// with its percent, pause / resume / cancel, then the success or error message (docs/screens.md).
import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { ProgressBar } from '@/components/feedback/progress-bar'
import { FilePicker } from './file-picker'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IMAGE_CONTENT_TYPES, type UploadKind } from '@travel/domain'
import type { UploadState } from '@/lib/upload/upload-task'
import { useUpload } from '@/lib/upload/use-upload'

export interface FileUploadProps {
  kind: UploadKind
  label: string
  /** the download URL of the uploaded file (and of its 640 px WebP thumbnail, for event images) */
  onUploaded(url: string, thumbnailUrl?: string): void
  /** a new file was chosen: the previous upload's URL no longer applies */
  onReset?(): void
  disabled?: boolean
}

// The image types the site accepts, listed rather than image/*: a phone then offers only those (an
// iPhone converts a HEIC photo to JPEG for a page that does not list HEIC).
const IMAGES = IMAGE_CONTENT_TYPES.join(',')
const ACCEPT: Record<UploadKind, string> = {
  eventImage: IMAGES,
  profilePicture: IMAGES,
  checkinPhoto: IMAGES,
  eventGpx: '.gpx,application/gpx+xml',
}

export function FileUpload({ kind, label, onUploaded, onReset, disabled = false }: FileUploadProps) {
  const { t } = useTranslation('uploads')
  const { state, start, pause, resume, cancel } = useUpload(kind)
  const input = useRef<HTMLInputElement>(null)
  // The latest callback, so a parent re-rendering with a new function does not report an upload twice.
  const uploaded = useRef(onUploaded)
  useEffect(() => {
    uploaded.current = onUploaded
  })
  const reported = useRef<UploadState | undefined>(undefined)

  useEffect(() => {
    if (state.status === 'success' && reported.current !== state) {
      reported.current = state
      uploaded.current(state.url, state.thumbnailUrl)
    }
    // After a failure the same file can be picked again (an unchanged input fires no change event).
    if ((state.status === 'error' || state.status === 'canceled') && input.current) input.current.value = ''
  }, [state])

  const [fileName, setFileName] = useState<string>()

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    setFileName(file.name)
    onReset?.()
    start(file)
  }

  const busy = state.status === 'running' || state.status === 'paused'

  return (
    <Stack gap="2">
      <FilePicker
        label={label}
        accept={ACCEPT[kind]}
        onChange={choose}
        inputRef={input}
        fileName={fileName}
        disabled={disabled || busy}
      />

      {busy ? (
        <Stack gap="1">
          <ProgressBar value={state.progress} label={t('progress')} />
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" aria-live="polite">
              {t(state.status === 'paused' ? 'status.paused' : 'status.running', {
                progress: state.progress,
              })}
            </Text>
            {state.status === 'running' ? (
              <Button size="xs" variant="outline" onClick={pause} disabled={disabled}>
                {t('actions.pause')}
              </Button>
            ) : (
              <Button size="xs" variant="outline" onClick={resume} disabled={disabled}>
                {t('actions.resume')}
              </Button>
            )}
            <Button size="xs" variant="ghost" colorPalette="red" onClick={cancel} disabled={disabled}>
              {t('actions.cancel')}
            </Button>
          </HStack>
        </Stack>
      ) : null}

      {state.status === 'success' ? (
        <Text fontSize="sm" color="green.600" role="status">
          {t(kind === 'eventGpx' ? 'status.gpxSuccess' : 'status.imageSuccess')}
        </Text>
      ) : null}
      {state.status === 'canceled' ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('status.canceled')}
        </Text>
      ) : null}
      {state.status === 'error' ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {state.message}
        </Text>
      ) : null}
    </Stack>
  )
}
