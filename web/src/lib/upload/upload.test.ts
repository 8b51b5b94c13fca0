// The upload modules (file checks, error messages, the upload task) with the real Firebase JS SDK against the real local storage server (started by the
// web tests' globalSetup) and a real account of the Auth emulator.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { getMetadata, ref, uploadBytes } from 'firebase/storage'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  EVENT_FILE_MAX_BYTES,
  MB,
  PROFILE_PICTURE_MAX_BYTES,
  decideUpload,
  routeFileDisposition,
  type UploadKind,
} from '@travel/domain'
import i18n from '@/i18n'
import { createEmulatorAccount, type EmulatorAccount } from '@/testing/auth-emulator'
import { auth } from '../firebase'
import { getAppStorage } from '../storage'
import { checkFile } from './file-checks'
import { uploadErrorMessage } from './upload-errors'
import { startUpload, type UploadState } from './upload-task'

/** How files of each kind begin: the upload module and the storage server look at a file's first bytes. */
const HEADS: Record<string, string> = {
  jpg: '\xff\xd8\xff\xe0',
  png: '\x89PNG\r\n\x1a\n',
  gpx: '<?xml version="1.0"?><gpx version="1.1">',
}

/** A file of `size` bytes: a pattern that starts like the kind of file its name says it is. */
function fileOf(
  name: string,
  size: number,
  type: string,
  head = HEADS[name.split('.').pop()?.toLowerCase() ?? ''],
): File {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i++) bytes[i] = (i * 31) % 251
  for (let i = 0; i < Math.min(size, head?.length ?? 0); i++) bytes[i] = head!.charCodeAt(i)
  return new File([bytes], name, { type })
}

let account: EmulatorAccount

beforeAll(async () => {
  if (!inject('storageServerUrl')) throw new Error('Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set.')
  account = await createEmulatorAccount('upload')
  // the forms that upload load these texts with their code
  await i18n.loadNamespaces(['uploads'])
})

afterEach(async () => {
  await signOut(auth)
  await i18n.changeLanguage('en')
})

async function signIn() {
  await signInWithEmailAndPassword(auth, account.email, account.password)
}

/** Runs an upload to its end, recording every state, and lets the test act on each state. */
async function runUpload(
  kind: UploadKind,
  file: File,
  act: (state: UploadState, handle: ReturnType<typeof startUpload>) => void = () => undefined,
): Promise<UploadState[]> {
  const states: UploadState[] = []
  const handle: ReturnType<typeof startUpload> = startUpload(kind, file, (state) => {
    states.push(state)
    // Acting inside the callback of the very first (synchronous) state would reach a handle not yet returned.
    queueMicrotask(() => act(state, handle))
  })
  await handle.finished
  return states
}

describe('checks before an upload', () => {
  it.each([
    ['eventImage', 'photo.jpg', EVENT_FILE_MAX_BYTES - 1, 'image/jpeg', undefined],
    ['eventImage', 'photo.jpg', EVENT_FILE_MAX_BYTES, 'image/jpeg', 'File size must be less than 5\u00a0MB'],
    [
      'eventImage',
      'photo.jpg',
      EVENT_FILE_MAX_BYTES + 1,
      'image/jpeg',
      'File size must be less than 5\u00a0MB',
    ],
    [
      'eventImage',
      'notes.pdf',
      1000,
      'application/pdf',
      'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
    ],
    [
      'eventImage',
      'drawing.svg',
      1000,
      'image/svg+xml',
      'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
    ],
    [
      'eventImage',
      'iphone.heic',
      1000,
      'image/heic',
      'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
    ],
    ['eventGpx', 'route.gpx', EVENT_FILE_MAX_BYTES - 1, '', undefined],
    [
      'eventGpx',
      'route.gpx',
      EVENT_FILE_MAX_BYTES,
      'application/gpx+xml',
      'File size must be less than 5\u00a0MB',
    ],
    [
      'eventGpx',
      'route.kml',
      1000,
      'application/vnd.google-earth.kml+xml',
      'Only .gpx route files can be uploaded.',
    ],
    ['profilePicture', 'me.png', PROFILE_PICTURE_MAX_BYTES - 1, 'image/png', undefined],
    [
      'profilePicture',
      'me.png',
      PROFILE_PICTURE_MAX_BYTES,
      'image/png',
      'Error uploading image (file size must be less than 2\u00a0MB)',
    ],
    [
      'profilePicture',
      'me.png',
      PROFILE_PICTURE_MAX_BYTES + 1,
      'image/png',
      'Error uploading image (file size must be less than 2\u00a0MB)',
    ],
    [
      'profilePicture',
      'me.gpx',
      1000,
      'application/gpx+xml',
      'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.',
    ],
  ] as const)('%s %s of %i bytes (%s): %s', (kind, name, size, type, message) => {
    expect(checkFile(kind, fileOf(name, size, type))).toBe(message)
  })

  it('agrees with the storage policy at every size limit', () => {
    for (const size of [
      EVENT_FILE_MAX_BYTES - 1,
      EVENT_FILE_MAX_BYTES,
      PROFILE_PICTURE_MAX_BYTES - 1,
      PROFILE_PICTURE_MAX_BYTES,
    ]) {
      for (const [kind, folder, name, type] of [
        ['eventImage', 'events', 'a.jpg', 'image/jpeg'],
        ['eventGpx', 'events', 'a.gpx', 'application/gpx+xml'],
        ['profilePicture', 'profiles', 'a.png', 'image/png'],
      ] as const) {
        const allowedHere = checkFile(kind, fileOf(name, size, type)) === undefined
        const policy = decideUpload({
          path: `${folder}/u/${name}`,
          uid: 'u',
          size,
          contentType: type,
          contentDisposition: kind === 'eventGpx' ? routeFileDisposition(name) : undefined,
        })
        expect(allowedHere, `${kind} of ${size} bytes`).toBe(policy.allowed)
      }
    }
  })

  it('speaks Slovak to a Slovak reader', async () => {
    await i18n.changeLanguage('sk')
    expect(checkFile('eventImage', fileOf('a.jpg', EVENT_FILE_MAX_BYTES, 'image/jpeg'))).toBe(
      'Súbor musí mať menej ako 5\u00a0MB.',
    )
    expect(checkFile('profilePicture', fileOf('a.png', PROFILE_PICTURE_MAX_BYTES, 'image/png'))).toBe(
      'Chyba pri nahrávaní obrázka (súbor musí mať menej ako 2\u00a0MB)',
    )
    expect(checkFile('eventGpx', fileOf('a.txt', 10, 'text/plain'))).toBe(
      'Nahrať je možné iba trasy vo formáte .gpx.',
    )
  })

  it('a file that fails a check is never sent', async () => {
    await signIn()
    const states = await runUpload('eventImage', fileOf('big.jpg', EVENT_FILE_MAX_BYTES, 'image/jpeg'))
    expect(states).toEqual([{ status: 'error', message: 'File size must be less than 5\u00a0MB' }])
  })
})

describe('upload errors name a readable reason', () => {
  it('a visitor is told to sign in', async () => {
    const states = await runUpload('eventImage', fileOf('a.jpg', 1000, 'image/jpeg'))
    expect(states).toEqual([
      { status: 'error', message: 'Error uploading image: you must be signed in to upload files.' },
    ])
  })

  it('a refusal by the storage server becomes "Error uploading …: the file was refused", in en and sk', async () => {
    await signIn()
    const storage = await getAppStorage()
    const refusal = await uploadBytes(ref(storage, 'events/someone-else/1_a.jpg'), new Uint8Array(10), {
      contentType: 'image/jpeg',
    }).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(refusal).toMatchObject({ code: 'storage/unauthorized' })
    expect(uploadErrorMessage('eventImage', refusal)).toBe(
      'Error uploading image: the file was refused (check its type and size).',
    )
    expect(uploadErrorMessage('eventGpx', refusal)).toBe(
      'Error uploading GPX file: the file was refused (check its type and size).',
    )
    await i18n.changeLanguage('sk')
    expect(uploadErrorMessage('eventGpx', { code: 'storage/retry-limit-exceeded' })).toBe(
      'Chyba pri nahrávaní súboru GPX: spojenie s\u00a0úložiskom súborov sa prerušilo. Skúste to znova.',
    )
  })
})

describe('an upload, through the task states of spec §4', () => {
  it('runs with whole-percent progress and ends with a download URL of the stored file', async () => {
    await signIn()
    const file = fileOf('summit photo.jpg', 600 * 1024, 'image/jpeg')
    const states = await runUpload('eventImage', file)
    expect(states[0]).toEqual({ status: 'running', progress: 0 })
    const progress = states.flatMap((s) => (s.status === 'running' ? [s.progress] : []))
    expect(progress.every((p) => Number.isInteger(p) && p >= 0 && p <= 100)).toBe(true)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    const last = states.at(-1)
    expect(last?.status).toBe('success')
    if (last?.status !== 'success') return
    // Named {timestamp}_{original} in the user's event folder; no thumbnail where jsdom cannot draw.
    expect(decodeURIComponent(new URL(last.url).pathname)).toMatch(
      new RegExp(`/o/events/${account.uid}/\\d{13}_summit_photo\\.jpg$`),
    )
    expect(last.thumbnailUrl).toBeUndefined()
    const stored = await fetch(last.url)
    expect(stored.headers.get('content-type')).toBe('image/jpeg')
    const received = new Uint8Array(await stored.arrayBuffer())
    const sent = new Uint8Array(await file.arrayBuffer())
    expect(received.byteLength).toBe(file.size)
    // The exact bytes, chunk boundaries included (a resumable upload of several chunks).
    expect(received.every((byte, i) => byte === sent[i])).toBe(true)
  })

  it('stores a route file as an application/gpx+xml attachment whatever type the browser gave it', async () => {
    await signIn()
    const states = await runUpload('eventGpx', fileOf('Tatra loop.GPX', 2000, '', HEADS.gpx))
    const last = states.at(-1)
    expect(last?.status).toBe('success')
    if (last?.status !== 'success') return
    const stored = await fetch(last.url)
    expect(stored.headers.get('content-type')).toBe('application/gpx+xml')
    expect(stored.headers.get('content-disposition')).toMatch(
      /^attachment; filename="\d{13}_Tatra_loop\.GPX"/,
    )
    const storedPath = decodeURIComponent(new URL(last.url).pathname.split('/o/')[1] ?? '')
    const metadata = await getMetadata(ref(await getAppStorage(), storedPath))
    expect(metadata.contentDisposition).toMatch(/^attachment/)
  })

  it('looks at the first bytes: a PNG named .jpg is stored as a PNG, a page named .jpg or .gpx is refused', async () => {
    await signIn()
    const renamed = (
      await runUpload('eventImage', fileOf('really-a-png.jpg', 2000, 'image/jpeg', HEADS.png))
    ).at(-1)
    expect(renamed?.status).toBe('success')
    if (renamed?.status === 'success')
      expect((await fetch(renamed.url)).headers.get('content-type')).toBe('image/png')
    const page = '<!doctype html><script>alert(1)</script>'
    expect(await runUpload('eventImage', fileOf('cat.jpg', 2000, 'image/jpeg', page))).toEqual([
      { status: 'running', progress: 0 },
      { status: 'error', message: 'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded.' },
    ])
    await i18n.changeLanguage('sk')
    expect((await runUpload('eventGpx', fileOf('trip.gpx', 2000, '', page))).at(-1)).toEqual({
      status: 'error',
      message: 'Tento súbor nie je trasa vo formáte GPX.',
    })
  })

  it('puts a profile picture into the profile folder', async () => {
    await signIn()
    const states = await runUpload('profilePicture', fileOf('me.png', 3000, 'image/png'))
    const last = states.at(-1)
    expect(last?.status === 'success' && decodeURIComponent(last.url)).toContain(
      `/o/profiles/${account.uid}/`,
    )
  })

  it('pauses while running and resumes to success', async () => {
    await signIn()
    let paused = false
    let resumed = false
    const states = await runUpload(
      'eventImage',
      fileOf('pause.jpg', 3 * MB, 'image/jpeg'),
      (state, handle) => {
        if (state.status === 'running' && state.progress > 0 && !paused) {
          paused = true
          handle.pause()
        }
        if (state.status === 'paused' && !resumed) {
          resumed = true
          handle.resume()
        }
      },
    )
    const statuses = states.map((s) => s.status)
    expect(statuses).toContain('paused')
    expect(statuses.lastIndexOf('running')).toBeGreaterThan(statuses.indexOf('paused'))
    expect(statuses.at(-1)).toBe('success')
  })

  it('cancels while running: canceled, and nothing more happens', async () => {
    await signIn()
    const states = await runUpload(
      'eventImage',
      fileOf('cancel.jpg', 3 * MB, 'image/jpeg'),
      (state, handle) => {
        if (state.status === 'running' && state.progress > 0) handle.cancel()
      },
    )
    expect(states.at(-1)).toEqual({ status: 'canceled' })
    expect(states.filter((s) => s.status === 'canceled')).toHaveLength(1)
  })

  it('cancels a paused upload too', async () => {
    await signIn()
    let paused = false
    const states = await runUpload('eventGpx', fileOf('long.gpx', 3 * MB, ''), (state, handle) => {
      if (state.status === 'running' && state.progress > 0 && !paused) {
        paused = true
        handle.pause()
      }
      if (state.status === 'paused') handle.cancel()
    })
    expect(states.map((s) => s.status)).toContain('paused')
    expect(states.at(-1)).toEqual({ status: 'canceled' })
  })
})
