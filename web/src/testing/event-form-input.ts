// Filling in the event form in a test, as a reader would: its fields by label, a valid event, a real image
// and route file uploaded to the local storage server.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

export function imageFile(name = 'lake.png'): File {
  // A real 1×1 PNG: the storage server takes it as the image/png it says it is.
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (c) => c.charCodeAt(0),
  )
  return new File([png], name, { type: 'image/png' })
}

export function gpxFile(): File {
  return new File(['<?xml version="1.0"?><gpx version="1.1"></gpx>'], 'track.gpx', {
    type: 'application/gpx+xml',
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
export type Scope = Pick<typeof screen, 'getByLabelText'>
/** A field of the form by the start of its label (labels of required fields end with a mark). */
export const field = (name: string, root: Scope = screen) =>
  root.getByLabelText(new RegExp(`^${escape(name)}`))

export async function uploadImage(root: Scope = screen) {
  await userEvent.upload(field('Image', root), imageFile())
  expect(
    await screen.findByText('Image uploaded successfully!', undefined, { timeout: 15_000 }),
  ).toBeInTheDocument()
}

/** Fills every required field except the image with valid values. */
export async function fillValid(root: Scope = screen) {
  await userEvent.type(field('Title', root), 'Lake camp')
  await userEvent.type(field('Description', root), 'A quiet spot by the lake.\nBring water.')
  await userEvent.type(field('Coordinates', root), '48.148598, 17.107748')
  await userEvent.selectOptions(field('Access', root), 'Car')
  await userEvent.type(field('Date', root), '2024-05-01')
  await userEvent.selectOptions(field('Country', root), 'Slovakia')
}
