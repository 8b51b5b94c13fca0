// Route files are read on a small pool of worker threads, never on the API's own thread, where every other
// request would wait for a large file; node's worker_threads rather than a pool library, for one kind of
// job. Files beyond the pool queue; idle workers stop (docs/architecture.md, docs/routes-and-maps.md).
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { TrackDto, TrackError } from '@travel/domain'
import { TrackFileError } from './track-file-error'

/** What the pool posts to a worker: the bytes of one route file. */
export interface TrackJob {
  bytes: Uint8Array
}
/** What a worker answers. */
export type TrackOutcome =
  { ok: true; track: TrackDto } | { ok: false; code: TrackError } | { ok: false; message: string }

export interface TrackPool {
  /** The track of a route file's bytes; a file the reader refuses rejects with a TrackFileError. */
  summarise(bytes: Uint8Array): Promise<TrackDto>
  /** Stops every worker; jobs still waiting are rejected. */
  close(): Promise<void>
}

interface Task {
  bytes: Uint8Array
  resolve(track: TrackDto): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker
  task?: Task
  idleTimer?: NodeJS.Timeout
}

/** One worker beside the API's thread on a two-core machine; two at most, so memory stays bounded. */
export const DEFAULT_POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1))
/** An idle worker is stopped after this long, and started again when the next file comes. */
const IDLE_MS = 60_000

/**
 * The worker's entry: the bundled function runs lib/track-worker.js beside lib/index.js (functions'
 * build.mjs); the source tree (this module is a .ts file) starts the TypeScript worker through tsx.
 */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./track-worker-source.mjs', import.meta.url)
    : new URL('./track-worker.js', import.meta.url)
}

/** Bytes the worker can own: a Buffer is often a slice of a shared pool, which must not be transferred. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    !(bytes.buffer instanceof SharedArrayBuffer)
    ? bytes
    : bytes.slice()
}

export function createTrackPool({ size = DEFAULT_POOL_SIZE }: { size?: number } = {}): TrackPool {
  const slots = new Set<Slot>()
  const queue: Task[] = []
  let closed = false

  function start(): Slot {
    const worker = new Worker(workerUrl())
    const slot: Slot = { worker }
    worker.on('message', (outcome: TrackOutcome) => {
      const task = slot.task
      slot.task = undefined
      if (task) {
        if (outcome.ok) task.resolve(outcome.track)
        else if ('code' in outcome) task.reject(new TrackFileError(outcome.code))
        else task.reject(new Error(`reading a route file failed: ${outcome.message}`))
      }
      next(slot)
    })
    // A worker that dies (out of memory, a bug) fails its file only; the next file starts a new worker.
    const lost = (error: Error) => {
      if (!slots.delete(slot)) return
      clearTimeout(slot.idleTimer)
      slot.task?.reject(error)
      slot.task = undefined
      dispatch()
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`the route file worker stopped (exit code ${code})`)))
    slots.add(slot)
    return slot
  }

  function run(slot: Slot, task: Task) {
    clearTimeout(slot.idleTimer)
    slot.task = task
    // Busy, the worker keeps the process alive until the file is read (a script awaiting it, say).
    slot.worker.ref()
    const bytes = ownBuffer(task.bytes)
    const job: TrackJob = { bytes }
    slot.worker.postMessage(job, [bytes.buffer as ArrayBuffer])
  }

  function next(slot: Slot) {
    const task = queue.shift()
    if (task) return run(slot, task)
    slot.worker.unref()
    slot.idleTimer = setTimeout(() => {
      slots.delete(slot)
      void slot.worker.terminate()
    }, IDLE_MS).unref()
  }

  function dispatch() {
    while (queue.length) {
      const idle = [...slots].find((slot) => !slot.task)
      const slot = idle ?? (slots.size < size ? start() : undefined)
      if (!slot) return
      run(slot, queue.shift() as Task)
    }
  }

  return {
    summarise(bytes) {
      if (closed) return Promise.reject(new Error('the route file pool is closed'))
      return new Promise<TrackDto>((resolve, reject) => {
        queue.push({ bytes, resolve, reject })
        dispatch()
      })
    },
    async close() {
      closed = true
      for (const task of queue.splice(0)) task.reject(new Error('the route file pool is closed'))
      const stopping = [...slots].map((slot) => {
        slots.delete(slot)
        clearTimeout(slot.idleTimer)
        slot.task?.reject(new Error('the route file pool is closed'))
        return slot.worker.terminate()
      })
      await Promise.all(stopping)
    },
  }
}

let shared: TrackPool | undefined

/** The pool every reader of this process shares, started on first use. */
export function sharedTrackPool(): TrackPool {
  shared ??= createTrackPool()
  return shared
}
