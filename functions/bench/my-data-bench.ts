// npm run bench:my-data — "Download my data" for a user with 100 events (BENCH_EVENTS), each with a photo
// and its thumbnail, on the embedded store and the local storage server: time to the first and the last
// byte, and how far the heap and the process's memory grew while the ZIP streamed (flat: nothing held whole).
import { loadavg } from 'node:os'
import { randomBytes } from 'node:crypto'
import { bucketUrl, daysAgo, putFile, signedInUser, testApp } from '../test/test-app'
import { listen } from './bench-app'
import { median } from './bench-report'

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100)
/** A phone photo's size and a thumbnail's: the files are random, as incompressible as JPEGs. */
const PHOTO_BYTES = 1_900_000
const THUMB_BYTES = 60_000
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`
const ms = (value: number) => `${Math.round(value)} ms`

const t = await testApp()
try {
  const user = await signedInUser(t.app, 'mydatabench')
  let stored = 0
  for (let i = 0; i < EVENTS; i++) {
    const photo = `events/${user.uid}/${1700000000000 + i}_photo.jpg`
    const thumb = `events/${user.uid}/${1700000000000 + i}_photo_thumb.jpg`
    await putFile(t.files, photo, 'image/jpeg', randomBytes(PHOTO_BYTES))
    await putFile(t.files, thumb, 'image/jpeg', randomBytes(THUMB_BYTES))
    stored += PHOTO_BYTES + THUMB_BYTES
    const now = new Date().toISOString()
    await t.store.events.createEvent({
      id: `bench${String(i).padStart(4, '0')}`,
      title: `Camp number ${i}`,
      description: 'A quiet natural camp by the lake, room for three caravans.',
      image: bucketUrl(photo),
      thumbnail: bucketUrl(thumb),
      gpxFile: null,
      map: null,
      coordinates: [49.1, 20.1],
      access: 0,
      date: daysAgo(i),
      section: { main: 'camp', sub: 'natural' },
      country: 'Slovakia',
      ownerId: user.uid,
      ownerName: user.username,
      createdAt: now,
      updatedAt: now,
    })
  }
  const { url, server } = await listen(t.app)
  const first: number[] = []
  const total: number[] = []
  const heap: number[] = []
  const rss: number[] = []
  let size = 0
  for (let run = 0; run < RUNS + 1; run++) {
    global.gc?.()
    const before = process.memoryUsage()
    let heapPeak = before.heapUsed
    let rssPeak = before.rss
    const sampler = setInterval(() => {
      const now = process.memoryUsage()
      heapPeak = Math.max(heapPeak, now.heapUsed)
      rssPeak = Math.max(rssPeak, now.rss)
    }, 5)
    const started = performance.now()
    const res = await fetch(`${url}/api/user/export.zip`, {
      headers: { Authorization: `Bearer ${user.idToken}` },
    })
    if (!res.ok) throw new Error(`export.zip: ${res.status} ${await res.text()}`)
    const reader = res.body!.getReader()
    let firstAt = 0
    size = 0
    // The client counts the bytes and drops them, so only the server's memory shows.
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      if (!firstAt) firstAt = performance.now() - started
      size += read.value.byteLength
    }
    const elapsed = performance.now() - started
    clearInterval(sampler)
    if (run === 0) continue // one warm-up run
    first.push(firstAt)
    total.push(elapsed)
    heap.push(heapPeak - before.heapUsed)
    rss.push(rssPeak - before.rss)
  }
  server.close()
  console.log(
    `${EVENTS} events, ${EVENTS * 2} files (${mb(stored)}), ZIP ${mb(size)}, median of ${RUNS} runs, ` +
      `load average ${loadavg()[0]?.toFixed(2)}`,
  )
  console.log(
    `first byte ${ms(median(first))}, whole ZIP ${ms(median(total))}, ` +
      `peak heap growth ${mb(median(heap))}, peak RSS growth ${mb(median(rss))}`,
  )
} finally {
  await t.close()
}
