// One upload from the browser straight to Cloud Storage with uploadBytesResumable: pause, resume, cancel
// (docs/screens.md), progress, the download URL; event images get a WebP thumbnail, route files are stored
// as attachments (storage.rules). Works without React; use-upload.ts wraps it for a form.
import type { FirebaseStorage, UploadTask, UploadTaskSnapshot } from 'firebase/storage'
import type * as StorageSdk from 'firebase/storage'
import {
  eventFilePath,
  profilePicturePath,
  routeFileDisposition,
  storageFileName,
  checkinPhotoPath,
  type UploadKind,
} from '@travel/domain'
import { auth } from '../firebase'
import { makeWebpThumbnail, thumbnailName } from '../image-thumbnail'
import { getAppStorage } from '../storage'
import { checkFile, inspectFile } from './file-checks'
import { isCanceled, uploadErrorMessage } from './upload-errors'

export type UploadState =
  | { status: 'idle' }
  | { status: 'running' | 'paused'; progress: number }
  | { status: 'success'; url: string; thumbnailUrl?: string }
  | { status: 'error'; message: string }
  | { status: 'canceled' }

export interface UploadHandle {
  /** only while running (the SDK ignores it otherwise) */
  pause(): void
  /** from paused or pausing */
  resume(): void
  cancel(): void
  /** settles with the last state once the upload has ended */
  finished: Promise<UploadState>
}

type Sdk = typeof StorageSdk

function objectPath(kind: UploadKind, uid: string, fileName: string): string {
  if (kind === 'profilePicture') return profilePicturePath(uid, fileName)
  if (kind === 'checkinPhoto') return checkinPhotoPath(uid, fileName)
  return eventFilePath(uid, fileName)
}

function percent(snapshot: UploadTaskSnapshot): number {
  if (snapshot.totalBytes === 0) return 100
  return Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100)
}

/**
 * The event image's WebP thumbnail, uploaded beside the original under the same timestamp, or undefined.
 * Best effort: the event works with the original alone, so a failed thumbnail is not an error.
 */
async function uploadThumbnail(
  sdk: Sdk,
  storage: FirebaseStorage,
  file: File,
  uid: string,
  timestamp: number,
): Promise<string | undefined> {
  try {
    const thumbnail = await makeWebpThumbnail(file)
    if (!thumbnail) return undefined
    const path = objectPath('eventImage', uid, storageFileName(thumbnailName(file.name), timestamp))
    const thumbRef = sdk.ref(storage, path)
    await sdk.uploadBytes(thumbRef, thumbnail, { contentType: thumbnail.type })
    return await sdk.getDownloadURL(thumbRef)
  } catch (error) {
    console.warn('The thumbnail could not be uploaded; the event uses the original image.', error)
    return undefined
  }
}

/**
 * Uploads one file and reports every state to `onState`.
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
  const fail = (error: unknown) => emit({ status: 'error', message: uploadErrorMessage(kind, error) })

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
    fail({ code: 'storage/unauthenticated' })
    return handle
  }

  emit({ status: 'running', progress: 0 })
  const timestamp = Date.now()
  const path = objectPath(kind, user.uid, storageFileName(file.name, timestamp))

  /** The task has stored the file: hand over its download URL (and the thumbnail's, for event images). */
  const complete = async (sdk: Sdk, storage: FirebaseStorage, stored: UploadTask) => {
    try {
      const url = await sdk.getDownloadURL(stored.snapshot.ref)
      const thumbnailUrl =
        kind === 'eventImage' ? await uploadThumbnail(sdk, storage, file, user.uid, timestamp) : undefined
      emit({ status: 'success', url, ...(thumbnailUrl ? { thumbnailUrl } : {}) })
    } catch (error) {
      fail(error)
    }
  }

  /** Looks at the file's first bytes while the SDK loads, then starts the task and follows it. */
  const run = async () => {
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
        if (isCanceled(error)) emit({ status: 'canceled' })
        else fail(error)
      },
      complete: () => void complete(sdk, storage, current),
    })
  }
  run().catch(fail)

  return handle
}
