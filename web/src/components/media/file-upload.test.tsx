// FileUpload as a user meets it, against the real local storage server and a real Auth emulator account:
// a labelled input, checks before upload, percent progress, pause / resume / cancel, success and errors.
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { EVENT_FILE_MAX_BYTES, MB, type UploadKind } from '@travel/domain'
import i18n from '@/i18n'
import { auth } from '@/lib/firebase'
import { createEmulatorAccount, type EmulatorAccount } from '@/testing/auth-emulator'
import { renderInApp } from '@/testing/render-app'
import { FileUpload } from './file-upload'

let account: EmulatorAccount

beforeAll(async () => {
  if (!inject('storageServerUrl')) throw new Error('Run the web tests with FIREBASE_AUTH_EMULATOR_HOST set.')
  account = await createEmulatorAccount('file-upload')
})

afterEach(async () => {
  await signOut(auth)
  await i18n.changeLanguage('en')
})

/** A file that starts like a JPEG or PNG when its type says so (the upload looks at the first bytes). */
function fileOf(name: string, size: number, type: string): File {
  const bytes = new Uint8Array(size).fill(7)
  const head = {
    'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
    'image/png': [0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10],
  }[type]
  bytes.set((head ?? []).slice(0, size))
  return new File([bytes], name, { type })
}

function renderUpload(kind: UploadKind, label: string) {
  const onUploaded = vi.fn<(url: string, thumbnailUrl?: string) => void>()
  const onReset = vi.fn()
  renderInApp(<FileUpload kind={kind} label={label} onUploaded={onUploaded} onReset={onReset} />)
  // applyAccept: false is a user switching the file dialog to "All files".
  return { onUploaded, onReset, user: userEvent.setup({ applyAccept: false }) }
}

async function signIn() {
  await signInWithEmailAndPassword(auth, account.email, account.password)
}

describe('the file upload field', () => {
  it('is a file input labelled for what it takes', () => {
    renderUpload('eventImage', 'Event image')
    const input = screen.getByLabelText('Event image')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif,image/gif')
  })

  it('refuses an image of 5 MB before sending anything', async () => {
    await signIn()
    const { user, onUploaded } = renderUpload('eventImage', 'Event image')
    await user.upload(
      screen.getByLabelText('Event image'),
      fileOf('big.jpg', EVENT_FILE_MAX_BYTES, 'image/jpeg'),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 5 MB')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('takes only .gpx files for a route', async () => {
    await signIn()
    const { user } = renderUpload('eventGpx', 'Route file (GPX)')
    expect(screen.getByLabelText('Route file (GPX)')).toHaveAttribute('accept', '.gpx,application/gpx+xml')
    await user.upload(screen.getByLabelText('Route file (GPX)'), fileOf('route.kml', 100, 'text/xml'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Only .gpx route files can be uploaded.')
  })

  it('tells a visitor to sign in', async () => {
    const { user } = renderUpload('eventImage', 'Event image')
    await user.upload(screen.getByLabelText('Event image'), fileOf('a.jpg', 100, 'image/jpeg'))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error uploading image: you must be signed in to upload files.',
    )
  })

  it('uploads an image with percent progress and hands over its download URL', async () => {
    await signIn()
    const { user, onUploaded, onReset } = renderUpload('eventImage', 'Event image')
    await user.upload(screen.getByLabelText('Event image'), fileOf('camp.jpg', 2 * MB, 'image/jpeg'))
    expect(onReset).toHaveBeenCalledTimes(1)
    expect(await screen.findByText(/^Uploading… \d{1,3}%$/)).toBeInTheDocument()
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      'Image uploaded successfully!',
    )
    // reported from an effect after the message renders, which a loaded machine may run a moment later
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1))
    const [url] = onUploaded.mock.calls[0] ?? []
    expect(decodeURIComponent(url ?? '')).toMatch(
      new RegExp(`/o/events/${account.uid}/\\d{13}_camp\\.jpg\\?alt=media&token=`),
    )
    const stored = await fetch(url ?? '')
    expect(stored.status).toBe(200)
    expect(Number(stored.headers.get('content-length'))).toBe(2 * MB)
  })

  it('pauses, resumes and cancels with buttons named for what they do', async () => {
    await signIn()
    const { user, onUploaded } = renderUpload('eventImage', 'Event image')
    await user.upload(
      screen.getByLabelText('Event image'),
      fileOf('long.jpg', EVENT_FILE_MAX_BYTES - 1, 'image/jpeg'),
    )
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Pause upload' }))
    expect(await screen.findByText(/^Paused at \d{1,3}%$/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pause upload' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Resume upload' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Upload canceled.')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it('speaks Slovak', async () => {
    await i18n.changeLanguage('sk')
    await signIn()
    const { user } = renderUpload('profilePicture', 'Profilová fotka')
    await user.upload(screen.getByLabelText('Profilová fotka'), fileOf('me.png', 2 * MB, 'image/png'))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Chyba pri nahrávaní obrázka (súbor musí mať menej ako 2 MB)',
      ),
    )
  })
})
