// What the embedded adapter promises beyond the Store contract: it persists, it survives a kill in the
// middle of a write, and it loads a file of 10,000 events. How fast it loads is a benchmark, not a test.
import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { EMBEDDED_STORE_FILE, openEmbeddedStore } from '../src/store/embedded'
import { eventRecord, userRecord } from './factories'

const folders: string[] = []
async function freshFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'embedded-adapter-'))
  folders.push(folder)
  return folder
}
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const crashWriter = fileURLToPath(new URL('./fixtures/crash-writer.ts', import.meta.url))

describe('the embedded store', () => {
  it('keeps its data across a restart', async () => {
    const folder = await freshFolder()
    const first = await openEmbeddedStore(folder)
    const event = eventRecord()
    await first.events.createEvent(event)
    await first.accounts.createUser(userRecord('persisted'))
    await first.lists.addToWishlist('persisted', event.id, '2024-01-01T00:00:00.000Z')
    await first.accounts.markAccountDeleted('gone', '2024-01-02T00:00:00.000Z')
    await first.flush()

    const second = await openEmbeddedStore(folder)
    expect(await second.events.getEvent(event.id)).toEqual(event)
    expect(await second.accounts.getUser('persisted')).toEqual(userRecord('persisted'))
    expect((await second.lists.wishlistOf('persisted')).map((w) => w.eventId)).toEqual([event.id])
    // a deleted account stays deleted after a restart
    expect(await second.accounts.isAccountDeleted('gone')).toBe(true)
    expect(await second.accounts.isAccountDeleted('persisted')).toBe(false)
  })

  it('hands out copies: changing an answer does not change the data', async () => {
    const store = await openEmbeddedStore(await freshFolder())
    const event = eventRecord()
    await store.events.createEvent(event)
    const read = await store.events.getEvent(event.id)
    read!.title = 'changed by a caller'
    read!.coordinates.push(1)
    expect(await store.events.getEvent(event.id)).toEqual(event)
  })

  it('survives being killed in the middle of writes: the file loads and holds every acknowledged event', async () => {
    const folder = await freshFolder()
    // A few MB already on disk, so each write of the whole file takes long enough to be interrupted.
    const seeded = await openEmbeddedStore(folder)
    const description = 'Long enough to make the file large. '.repeat(100)
    await Promise.all(
      Array.from({ length: 1500 }, () => seeded.events.createEvent(eventRecord({ description }))),
    )
    await seeded.flush()
    let acked: string[] = []
    let killedMidWrite = 0
    for (let round = 0; round < 10 && killedMidWrite < 3; round++) {
      const child = spawn(process.execPath, ['--import', 'tsx', crashWriter, folder], {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      const ackedThisRound: string[] = []
      // Kill after a few acknowledged writes plus a delay that grows each round: the writer never
      // idles, so the kills land in different phases (serialising, writing the temp file, syncing,
      // renaming) of a write that takes some tens of milliseconds.
      await new Promise<void>((resolve, reject) => {
        let buffer = ''
        const wanted = 3 + round
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString()
          const lines = buffer.split('\n')
          buffer = lines.pop() ?? ''
          for (const line of lines) if (line.startsWith('acked ')) ackedThisRound.push(line.slice(6))
          if (ackedThisRound.length >= wanted) {
            setTimeout(
              () => {
                child.kill('SIGKILL')
                resolve()
              },
              round * 12 + Math.random() * 12,
            )
          }
        })
        child.once('exit', (code, signal) => {
          if (signal !== 'SIGKILL')
            reject(new Error(`writer exited (${code}) before it was killed: ${stderr}`))
        })
      })
      await exited
      // Only acknowledgements read before the kill count; more may have been written after.
      acked = [...acked, ...ackedThisRound]
      const leftovers = (await readdir(folder)).filter((n) => n !== EMBEDDED_STORE_FILE)
      if (leftovers.length) killedMidWrite++

      const reopened = await openEmbeddedStore(folder)
      const found = await reopened.events.getEvents(acked)
      expect(found.map((e) => e.id)).toEqual(acked)
      expect(
        (await readdir(folder)).filter((n) => n !== EMBEDDED_STORE_FILE),
        'temp files are cleaned up',
      ).toEqual([])
    }
    console.log(
      `embedded store: ${killedMidWrite} kills landed mid-write; ${acked.length} acknowledged events all survived`,
    )
    // At least one kill must have hit a write half-way, or this test proved nothing.
    expect(killedMidWrite).toBeGreaterThan(0)
  }, 60_000)

  it('loads a file of 10,000 events and answers a filtered page from it, newest first', async () => {
    const folder = await freshFolder()
    const writer = await openEmbeddedStore(folder)
    const countries = ['Slovakia', 'Austria', 'Czechia', 'Croatia', 'Poland'] as const
    const sections = [
      { main: 'camp', sub: 'natural' },
      { main: 'places', sub: 'views' },
      { main: 'route', sub: 'offroad' },
      { main: 'itinerary', sub: null },
    ] as const
    await Promise.all(
      Array.from({ length: 10_000 }, (_, i) =>
        writer.events.createEvent(
          eventRecord({
            id: `load${String(i).padStart(5, '0')}`,
            date: `20${String(10 + (i % 15))}-0${1 + (i % 9)}-1${i % 10}`,
            country: countries[i % countries.length],
            section: { ...sections[i % sections.length]! },
            ownerId: `owner${i % 50}`,
            description: `A realistic description of a place worth visiting, number ${i}. `.repeat(4),
          }),
        ),
      ),
    )
    await writer.flush()

    const reader = await openEmbeddedStore(folder)
    const page = await reader.events.listEvents({ country: 'Slovakia', section: { mains: ['camp'] } }, 24)
    expect(page.events).toHaveLength(24)
    for (const event of page.events)
      expect(event).toMatchObject({ country: 'Slovakia', section: { main: 'camp' } })
    const dates = page.events.map((e) => e.date)
    expect(dates).toEqual([...dates].sort().reverse())
  }, 60_000)
})
