// The event page's GPX download against the real local storage server: with a file, without one, and
// with a file that is gone. jsdom cannot save files or make blob: URLs, so the test stands in for the
// browser's save step only (URL.createObjectURL and the link click) and checks what would be saved.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage'
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { createEmulatorAccount, type EmulatorAccount } from '@/testing/auth-emulator'
import { auth } from './firebase'
import { downloadGpx, gpxObjectPath } from './gpx-download'
import { getAppStorage } from './storage'

const GPX = '<?xml version="1.0"?><gpx version="1.1"><trk><name>Tatra loop</name></trk></gpx>'

let account: EmulatorAccount
let saved: { blob: Blob; fileName: string }[]

beforeAll(async () => {
  if (!inject('storageServerUrl')) throw new Error('Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set.')
  account = await createEmulatorAccount('gpx')
})

beforeEach(() => {
  saved = []
  let blob: Blob | undefined
  vi.spyOn(URL, 'createObjectURL').mockImplementation((value) => {
    blob = value as Blob
    return 'blob:http://localhost/saved-gpx'
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob && this.href === 'blob:http://localhost/saved-gpx') saved.push({ blob, fileName: this.download })
  })
})

afterEach(async () => {
  vi.restoreAllMocks()
  await signOut(auth)
})

async function uploadGpx(name: string): Promise<{ url: string; path: string }> {
  await signInWithEmailAndPassword(auth, account.email, account.password)
  const storage = await getAppStorage()
  const path = `events/${account.uid}/${name}`
  // Bytes built here, not by jsdom's TextEncoder: its Uint8Array comes from another realm, which the SDK
  // does not recognise as a Uint8Array.
  const bytes = Uint8Array.from(GPX, (char) => char.charCodeAt(0))
  const result = await uploadBytes(ref(storage, path), bytes, {
    contentType: 'application/gpx+xml',
    contentDisposition: 'attachment',
  })
  const url = await getDownloadURL(result.ref)
  await signOut(auth)
  return { url, path }
}

describe('the object a gpxFile names', () => {
  it.each([
    [
      'http://127.0.0.1:9199/v0/b/demo.appspot.com/o/events%2Fu1%2F1700000000000_route.gpx?alt=media&token=abc',
      'events/u1/1700000000000_route.gpx',
    ],
    [
      'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/events%2Fu1%2F1_Tatra%20loop.gpx?alt=media',
      'events/u1/1_Tatra loop.gpx',
    ],
    ['events/u1/1_route.gpx', 'events/u1/1_route.gpx'],
    ['gs://p.appspot.com/events/u1/1_route.gpx', 'gs://p.appspot.com/events/u1/1_route.gpx'],
  ])('%s -> %s', (gpxFile, path) => {
    expect(gpxObjectPath(gpxFile)).toBe(path)
  })
})

describe('downloading an event’s GPX file', () => {
  it('says there is none when the event has no GPX file', async () => {
    expect(await downloadGpx(null)).toBe('missing')
    expect(await downloadGpx(undefined)).toBe('missing')
    expect(await downloadGpx('  ')).toBe('missing')
    expect(saved).toEqual([])
  })

  it('a visitor saves the route file under its own name with its content', async () => {
    const { url } = await uploadGpx('1700000000000_tatra-loop.gpx')
    expect(await downloadGpx(url)).toBe('downloaded')
    expect(saved).toHaveLength(1)
    expect(saved[0]?.fileName).toBe('1700000000000_tatra-loop.gpx')
    expect(saved[0]?.blob.type).toBe('application/gpx+xml')
    expect(await saved[0]?.blob.text()).toBe(GPX)
  })

  it('also takes a storage path', async () => {
    const { path } = await uploadGpx('1700000000001_by-path.gpx')
    expect(await downloadGpx(path)).toBe('downloaded')
    expect(saved[0]?.fileName).toBe('1700000000001_by-path.gpx')
  })

  it('reports a failure when the file is gone, and saves nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { url } = await uploadGpx('1700000000002_deleted.gpx')
    const missing = url.replace('1700000000002_deleted.gpx', '1700000000002_never-uploaded.gpx')
    expect(await downloadGpx(missing)).toBe('failed')
    expect(saved).toEqual([])
    expect(logged).toHaveBeenCalled()
  })
})
