// The one upload module (event images, GPX route files, profile pictures): checks a file against the
// same limits as storage.rules, uploads it straight to Cloud Storage with uploadBytesResumable (pause,
// resume, cancel: the task states of spec.md §4), reports whole-percent progress and ends with the
// download URL. Event images also get a 640 px WebP thumbnail beside the original. A file's first bytes
// decide its type (a PNG named .jpg is stored as image/png; an HTML page named .png is refused), and
// route files are stored as attachments (storage.rules requires it), so opening one saves it.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { StorageError, UploadTask, UploadTaskSnapshot } from 'firebase/storage'
import {
  EVENT_FILE_MAX_BYTES,
  GPX_CONTENT_TYPE,
  PROFILE_PICTURE_MAX_BYTES,
  SIGNATURE_BYTES,
  eventFilePath,
  isGpxFileName,
  isImageContentType,
  looksLikeGpx,
  profilePicturePath,
  routeFileDisposition,
  sniffImageType,
  storageFileName,
  type UploadKind,
} from '@travel/domain'
import i18n from '@/i18n'
import { auth } from './firebase'
import { makeWebpThumbnail, thumbnailName } from './image-thumbnail'
import { getAppStorage } from './storage'

export type { UploadKind }

export type UploadState =
  | { status: 'idle' }
  | { status: 'running' | 'paused'; progress: number }
  | { status: 'success'; url: string; thumbnailUrl?: string }
  | { status: 'error'; message: string }
  | { status: 'canceled' }

/**
 * Why a file cannot be uploaded, in the user's language, or undefined. The limits are strict like
 * storage.rules ("less than 5 MB": a file of exactly 5 × 1024 × 1024 bytes is refused).
 */
export function checkFile(kind: UploadKind, file: File): string | undefined {
  if (kind === 'eventGpx') {
    if (!isGpxFileName(file.name)) return i18n.t('uploads:checks.gpxOnly')
    if (file.size >= EVENT_FILE_MAX_BYTES) return i18n.t('uploads:checks.tooLarge')
    return undefined
  }
  if (!isImageContentType(file.type)) return i18n.t('uploads:checks.imagesOnly')
  if (kind === 'profilePicture') {
    return file.size >= PROFILE_PICTURE_MAX_BYTES ? i18n.t('uploads:checks.profileTooLarge') : undefined
  }
  return file.size >= EVENT_FILE_MAX_BYTES ? i18n.t('uploads:checks.tooLarge') : undefined
}

/**
 * What the file's first bytes say, checked before anything is sent: the content type to store it with
 * (the image type the bytes are, or the GPX type storage.rules expects), or why it cannot be uploaded.
 */
export async function inspectFile(
  kind: UploadKind,
  file: File,
): Promise<{ contentType: string } | { problem: string }> {
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer())
  if (kind === 'eventGpx') {
    return looksLikeGpx(head)
      ? { contentType: GPX_CONTENT_TYPE }
      : { problem: i18n.t('uploads:checks.notGpx') }
  }
  const type = sniffImageType(head)
  return type ? { contentType: type } : { problem: i18n.t('uploads:checks.imagesOnly') }
}

function objectPath(kind: UploadKind, uid: string, fileName: string): string {
  return kind === 'profilePicture' ? profilePicturePath(uid, fileName) : eventFilePath(uid, fileName)
}

function reasonKey(code: string | undefined): string {
  switch (code) {
    case 'storage/unauthenticated':
      return 'unauthenticated'
    case 'storage/unauthorized':
    case 'storage/unauthorized-app':
      return 'unauthorized'
    case 'storage/retry-limit-exceeded':
      return 'network'
    case 'storage/quota-exceeded':
      return 'quota'
    default:
      return 'unknown'
  }
}

/** 'Error uploading image: {reason}' / 'Error uploading GPX file: {reason}' with a readable reason. */
export function uploadErrorMessage(kind: UploadKind, error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined
  const reason = i18n.t(`uploads:reasons.${reasonKey(code)}`)
  return i18n.t(kind === 'eventGpx' ? 'uploads:errors.gpx' : 'uploads:errors.image', { reason })
}

function percent(snapshot: UploadTaskSnapshot): number {
  if (snapshot.totalBytes === 0) return 100
  return Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)
}

function isCanceled(error: unknown): boolean {
  return (error as Partial<StorageError> | undefined)?.code === 'storage/canceled'
}

export interface UploadHandle {
  /** only while running (the SDK ignores it otherwise) */
  pause(): void
  /** from paused or pausing */
  resume(): void
  cancel(): void
  /** settles with the last state once the upload has ended */
  finished: Promise<UploadState>
}

/**
 * Uploads one file and reports every state to `onState`. Works without React; useUpload wraps it.
 * The state after `canceled`, `error` or `success` never changes again.
 */
export function startUpload(
  kind: UploadKind,
  file: File,
  onState: (state: UploadState) => void,
): UploadHandle {
  let task: UploadTask | undefined
  let ended = false
  let pauseRequested = false
  let cancelRequested = false
  let resolveFinished: (state: UploadState) => void = () => undefined
  const finished = new Promise<UploadState>((resolve) => (resolveFinished = resolve))

  const emit = (state: UploadState) => {
    if (ended) return
    if (state.status === 'success' || state.status === 'error' || state.status === 'canceled') {
      ended = true
      resolveFinished(state)
    }
    onState(state)
  }

  const handle: UploadHandle = {
    pause() {
      if (task) task.pause()
      else pauseRequested = true
    },
    resume() {
      pauseRequested = false
      task?.resume()
    },
    cancel() {
      if (ended) return
      if (!task) {
        cancelRequested = true
        emit({ status: 'canceled' })
        return
      }
      // The SDK cancels only a running (or pausing) task: a paused one is resumed first, then canceled
      // before its next request goes out.
      if (task.snapshot.state === 'paused') task.resume()
      task.cancel()
    },
    finished,
  }

  const problem = checkFile(kind, file)
  if (problem) {
    emit({ status: 'error', message: problem })
    return handle
  }
  const user = auth.currentUser
  if (!user) {
    emit({ status: 'error', message: uploadErrorMessage(kind, { code: 'storage/unauthenticated' }) })
    return handle
  }

  emit({ status: 'running', progress: 0 })
  const now = Date.now()
  const path = objectPath(kind, user.uid, storageFileName(file.name, now))

  void (async () => {
    const [inspected, storage, sdk] = await Promise.all([
      inspectFile(kind, file),
      getAppStorage(),
      import('firebase/storage'),
    ])
    if (cancelRequested) return
    if ('problem' in inspected) {
      emit({ status: 'error', message: inspected.problem })
      return
    }
    const current = sdk.uploadBytesResumable(sdk.ref(storage, path), file, {
      contentType: inspected.contentType,
      ...(kind === 'eventGpx'
        ? { contentDisposition: routeFileDisposition(path.split('/').pop() ?? 'route.gpx') }
        : {}),
    })
    task = current
    if (pauseRequested) current.pause()
    current.on('state_changed', {
      next(snapshot) {
        if (snapshot.state === 'running' || snapshot.state === 'paused')
          emit({ status: snapshot.state, progress: percent(snapshot) })
      },
      error(error) {
        emit(
          isCanceled(error)
            ? { status: 'canceled' }
            : { status: 'error', message: uploadErrorMessage(kind, error) },
        )
      },
      complete() {
        void (async () => {
          try {
            const url = await sdk.getDownloadURL(current.snapshot.ref)
            let thumbnailUrl: string | undefined
            if (kind === 'eventImage') {
              // Best effort: the event works with the original alone, so a failed thumbnail is not an error.
              thumbnailUrl = await (async () => {
                const thumbnail = await makeWebpThumbnail(file)
                if (!thumbnail) return undefined
                const thumbRef = sdk.ref(
                  storage,
                  objectPath(kind, user.uid, storageFileName(thumbnailName(file.name), now)),
                )
                await sdk.uploadBytes(thumbRef, thumbnail, { contentType: thumbnail.type })
                return sdk.getDownloadURL(thumbRef)
              })().catch((error: unknown) => {
                console.warn('The thumbnail could not be uploaded; the event uses the original image.', error)
                return undefined
              })
            }
            emit({ status: 'success', url, ...(thumbnailUrl ? { thumbnailUrl } : {}) })
          } catch (error) {
            emit({ status: 'error', message: uploadErrorMessage(kind, error) })
          }
        })()
      },
    })
  })().catch((error: unknown) => emit({ status: 'error', message: uploadErrorMessage(kind, error) }))

  return handle
}

export interface UseUpload {
  state: UploadState
  start(file: File): void
  pause(): void
  resume(): void
  cancel(): void
  /** back to idle (cancels a running upload) */
  reset(): void
}

/** One upload slot of a form: starting again replaces (and cancels) the previous upload. */
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
    reset: useCallback(() => {
      abandonCurrent()
      setState({ status: 'idle' })
    }, [abandonCurrent]),
  }
}
