// The upload slot of a form, with the real Firebase JS SDK against the real local storage server: what
// a user sees when they pick another file while the first one is still uploading.
import { act, renderHook, waitFor } from '@testing-library/react'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { MB } from '@travel/domain'
import { createEmulatorAccount, type EmulatorAccount } from '@/testing/auth-emulator'
import { auth } from '../firebase'
import type { UploadState } from './upload-task'
import { useUpload } from './use-upload'

let account: EmulatorAccount

beforeAll(async () => {
  if (!inject('storageServerUrl')) throw new Error('Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set.')
  account = await createEmulatorAccount('use-upload')
})

afterEach(async () => {
  await signOut(auth)
})

function jpeg(name: string, size: number): File {
  const bytes = new Uint8Array(size).fill(7)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return new File([bytes], name, { type: 'image/jpeg' })
}

describe('an upload slot', () => {
  it('a second file replaces the first while it uploads: the form shows only the second one', async () => {
    await signInWithEmailAndPassword(auth, account.email, account.password)
    const shown: UploadState[] = []
    const { result } = renderHook(() => {
      const upload = useUpload('eventImage')
      shown.push(upload.state)
      return upload
    })

    act(() => result.current.start(jpeg('first.jpg', 3 * MB)))
    await waitFor(() => {
      const state = result.current.state
      expect(state.status === 'running' && state.progress > 0).toBe(true)
    })
    const beforeSecond = shown.length
    act(() => result.current.start(jpeg('second.jpg', 1000)))
    await waitFor(() => expect(result.current.state.status).toBe('success'))

    const last = result.current.state
    expect(last.status === 'success' && decodeURIComponent(last.url)).toMatch(/\d{13}_second\.jpg\?/)
    // The first upload was canceled, and its ending never reached the form: no "canceled" in between.
    expect(shown.slice(beforeSecond).map((s) => s.status)).not.toContain('canceled')
  })
})
