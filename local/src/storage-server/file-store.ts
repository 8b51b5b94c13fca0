// Objects of the local storage server on disk, under `${dataDir}/storage/objects/`: a metadata file and a
// data file per object, named by a hash of its path; the metadata file is renamed into place only once its
// data is complete, so a reader sees the old object or the new one, never a mix (docs/local-stack.md).
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { isTemporaryFile, readJsonFile, writeFileAtomic } from '@travel/functions/atomic-file'
import { KeyedLock } from './keyed-lock'

/** Writable metadata a client sends with an upload. */
export interface ObjectFields {
  contentType: string
  cacheControl?: string
  contentDisposition?: string
  contentEncoding?: string
  contentLanguage?: string
  customMetadata?: Record<string, string>
}

export interface StoredObject extends ObjectFields {
  bucket: string
  /** full object path, e.g. events/{uid}/1700000000000_photo.jpg */
  path: string
  generation: string
  size: number
  md5Hash: string
  timeCreated: string
  updated: string
  /** comma-separated, as Cloud Storage for Firebase keeps them */
  downloadTokens: string
  /** the data file's name inside the objects folder */
  dataFile: string
}

export interface LocalFileStore {
  /** the object at `path`, or undefined */
  get(path: string): Promise<StoredObject | undefined>
  /** true when an object is stored at `path` (the API's FileStore port) */
  exists(path: string): Promise<boolean>
  /** the object's bytes */
  read(object: StoredObject): Promise<Buffer>
  /** the bytes of the object at `path` when it holds at most `maxBytes` (the API's FileStore port) */
  download(
    path: string,
    maxBytes: number,
  ): Promise<{ status: 'ok'; bytes: Uint8Array } | { status: 'missing' } | { status: 'too_large' }>
  /** stores bytes held in memory as the object at `fields.path`, replacing any object there */
  putBytes(bucket: string, path: string, fields: ObjectFields, data: Uint8Array): Promise<StoredObject>
  /** moves a complete file (same file system) into place as the object at `path` */
  putFile(bucket: string, path: string, fields: ObjectFields, file: string): Promise<StoredObject>
  /** true when an object was deleted */
  delete(path: string): Promise<boolean>
  /**
   * Deletes every object inside a folder, e.g. `events/{uid}` when an account is deleted. The prefix is
   * a folder: `events/ab` never touches `events/abc/...`.
   */
  deleteFolder(prefix: string): Promise<void>
  /** every object whose path starts with `prefix`, sorted by path (the API's FileStore port too) */
  list(prefix: string): Promise<StoredObject[]>
  /** the object's bytes as a stream, or undefined when there is none (the API's FileStore port) */
  openRead(path: string): Promise<Readable | undefined>
  /** removes data files no metadata points at and temporary files, left by a crash */
  sweep(): Promise<void>
}

function hashOf(path: string): string {
  return createHash('sha256').update(path).digest('hex')
}

function folderPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+/, '')
  return trimmed === '' || trimmed.endsWith('/') ? trimmed : `${trimmed}/`
}

export function createLocalFileStore(dataDir: string): LocalFileStore {
  const dir = join(dataDir, 'storage', 'objects')
  const locks = new KeyedLock()
  let ready: Promise<unknown> | undefined
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }))
  const metaFile = (path: string) => join(dir, `${hashOf(path)}.json`)

  async function get(path: string): Promise<StoredObject | undefined> {
    await ensureDir()
    return readJsonFile<StoredObject>(metaFile(path))
  }

  async function commit(
    bucket: string,
    path: string,
    fields: ObjectFields,
    placeData: (dataFile: string) => Promise<{ size: number; md5Hash: string }>,
  ): Promise<StoredObject> {
    await ensureDir()
    return locks.run(path, async () => {
      const previous = await get(path)
      const generation = `${Date.now()}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`
      const dataFile = `${hashOf(path)}.${generation}.bin`
      const { size, md5Hash } = await placeData(join(dir, dataFile))
      const now = new Date().toISOString()
      const object: StoredObject = {
        ...fields,
        bucket,
        path,
        generation,
        size,
        md5Hash,
        timeCreated: now,
        updated: now,
        downloadTokens: randomUUID(),
        dataFile,
      }
      try {
        // Flushes the folder too, which puts the data file's name on disk before the object counts as stored.
        await writeFileAtomic(metaFile(path), JSON.stringify(object))
      } catch (error) {
        await rm(join(dir, dataFile), { force: true })
        throw error
      }
      if (previous) await rm(join(dir, previous.dataFile), { force: true })
      return object
    })
  }

  async function deleteObject(path: string): Promise<boolean> {
    await ensureDir()
    return locks.run(path, async () => {
      const object = await get(path)
      if (!object) return false
      // Metadata first: once it is gone the object is gone, even if removing the data is interrupted.
      await rm(metaFile(path), { force: true })
      await rm(join(dir, object.dataFile), { force: true })
      return true
    })
  }

  async function all(): Promise<StoredObject[]> {
    await ensureDir()
    const names = (await readdir(dir)).filter((name) => name.endsWith('.json'))
    const objects = await Promise.all(names.map((name) => readJsonFile<StoredObject>(join(dir, name))))
    return objects.filter((object): object is StoredObject => object !== undefined)
  }

  return {
    get,
    async exists(path) {
      return (await get(path)) !== undefined
    },
    async read(object) {
      return readFile(join(dir, object.dataFile))
    },
    async download(path, maxBytes) {
      const object = await get(path)
      if (!object) return { status: 'missing' }
      if (object.size > maxBytes) return { status: 'too_large' }
      try {
        return { status: 'ok', bytes: await readFile(join(dir, object.dataFile)) }
      } catch (error) {
        // replaced or deleted between reading its metadata and its data
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' }
        throw error
      }
    },
    async openRead(path) {
      const object = await get(path)
      if (!object) return undefined
      // Opened now, so an object replaced or deleted since its metadata was read counts as missing.
      const stream = createReadStream(join(dir, object.dataFile))
      return new Promise<Readable | undefined>((resolve, reject) => {
        const failed = (error: NodeJS.ErrnoException) =>
          error.code === 'ENOENT' ? resolve(undefined) : reject(error)
        stream.once('error', failed)
        stream.once('open', () => {
          stream.off('error', failed)
          resolve(stream)
        })
      })
    },
    putBytes(bucket, path, fields, data) {
      return commit(bucket, path, fields, async (target) => {
        await writeFile(target, data, { flush: true })
        return { size: data.byteLength, md5Hash: createHash('md5').update(data).digest('base64') }
      })
    },
    putFile(bucket, path, fields, file) {
      return commit(bucket, path, fields, async (target) => {
        const data = await readFile(file)
        await rename(file, target)
        return { size: data.byteLength, md5Hash: createHash('md5').update(data).digest('base64') }
      })
    },
    delete: deleteObject,
    async deleteFolder(prefix) {
      const folder = folderPrefix(prefix)
      // An empty prefix would mean "every file of every user": never what a caller wants.
      if (folder === '') throw new Error('deleteFolder needs a folder, e.g. events/{uid}')
      for (const object of await all()) {
        if (object.path.startsWith(folder)) await deleteObject(object.path)
      }
    },
    async list(prefix) {
      return (await all())
        .filter((object) => object.path.startsWith(prefix))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    },
    async sweep() {
      await ensureDir()
      const referenced = new Set((await all()).map((object) => object.dataFile))
      for (const name of await readdir(dir)) {
        const orphan = name.endsWith('.bin') && !referenced.has(name)
        if (orphan || isTemporaryFile(name)) await rm(join(dir, name), { force: true })
      }
    },
  }
}
