// Files a traveller would pick in the upload inputs, made on the spot: a landscape photo (the seed's
// renderer), a photo big enough for a resumable upload with several progress steps, a GPX track, and
// files the upload rules refuse.
import { encode } from 'jpeg-js'
import { createRandom, generateTrack, renderLandscapeJpegs, trackToGpx } from '@travel/local/seed'

export interface PickedFile {
  name: string
  mimeType: string
  buffer: Buffer
}

export function landscapePhoto(name = 'lake-camp.jpg', seed = name): PickedFile {
  const { photo } = renderLandscapeJpegs(
    { terrain: 'alpine', water: 'lake', props: ['tent', 'campfire'] },
    seed,
    { width: 800, height: 533 },
  )
  return { name, mimeType: 'image/jpeg', buffer: photo }
}

/**
 * A JPEG large enough to take several resumable chunks and grainy enough not to compress, so the
 * progress climbs in visible steps to 100 %.
 */
export function bigPhoto(name = 'big-panorama.jpg'): PickedFile {
  const width = 1600
  const height = 1000
  const random = createRandom(name)
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const sky = y < height * 0.55
      const grain = random.int(-60, 60)
      data[i] = (sky ? 110 : 70) + grain
      data[i + 1] = (sky ? 160 : 120) + grain
      data[i + 2] = (sky ? 220 : 60) + grain
      data[i + 3] = 255
    }
  }
  return { name, mimeType: 'image/jpeg', buffer: encode({ width, height, data }, 92).data }
}

export function gpxTrack(name = 'mountain-loop.gpx'): PickedFile {
  const points = generateTrack(
    {
      name: 'Mountain loop',
      start: [48.9353, 20.403],
      lengthKm: 30,
      bearing: 90,
      winding: 0.6,
      baseElevation: 500,
      relief: 400,
      speedKmh: 20,
      startTime: new Date('2025-06-01T07:30:00Z'),
    },
    name,
  )
  return { name, mimeType: 'application/gpx+xml', buffer: Buffer.from(trackToGpx('Mountain loop', points)) }
}

/** An image over the size limit of event files. */
export function oversizedPhoto(name = 'huge.jpg'): PickedFile {
  const photo = landscapePhoto(name).buffer
  const buffer = Buffer.alloc(5 * 1024 * 1024 + 1024)
  photo.copy(buffer)
  return { name, mimeType: 'image/jpeg', buffer }
}
