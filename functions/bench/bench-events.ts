// What the benchmarks' events have alike besides their seeded values: the photo in its owner's folder and
// no other file. Free of the app's modules, so a benchmark that measures a service alone can use it.

/** Event `i`'s photo on the Storage emulator, in the folder of its owner (one of 200). */
export const benchPhotoUrl = (i: number) =>
  `http://127.0.0.1:9199/v0/b/bench.appspot.com/o/events%2Fu${i % 200}%2F${i}_photo.jpg?alt=media&token=t`

/** The files of a benchmark event besides its photo: none, so only the store and the answers count. */
export const NO_OTHER_FILES = { thumbnail: null, gpxFile: null, map: null } as const

/**
 * The files of an event of the map benchmarks: the photo, and on every third a thumbnail with an address as
 * long as Storage gives, since the map's answer carries it.
 */
export function mapEventFiles(i: number) {
  const thumbnail = `https://firebasestorage.googleapis.com/v0/b/bench.appspot.com/o/events%2Fu${i % 200}%2F${i}_thumb.webp?alt=media&token=0b6f3a52-8d7e-4c1a-9f2e-1d2c3b4a5e6f`
  return { image: benchPhotoUrl(i), thumbnail: i % 3 === 0 ? thumbnail : null, gpxFile: null, map: null }
}
