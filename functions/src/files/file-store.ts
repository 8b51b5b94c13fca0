// The FileStore port: what the services need from file storage (account deletion removes a user's
// folders; a file named in an event or a profile must exist; saving a route reads its GPX file; "Download
// my data" lists and streams a user's files). Production uses Cloud Storage; locally the storage server's.
import type { Readable } from 'node:stream'

/** The bytes of an object, read only when it is not larger than asked. */
export type Download = { status: 'ok'; bytes: Uint8Array } | { status: 'missing' } | { status: 'too_large' }

export interface FileStore {
  /** deletes every object whose path starts with `prefix` (e.g. "events/{uid}/"); none is not an error */
  deleteFolder(prefix: string): Promise<void>
  /** deletes one object (a check-in photo that went with its event); false when there was none */
  delete(path: string): Promise<boolean>
  /** true when an object is stored at `path` (e.g. "events/{uid}/1700000000000_lake.jpg") */
  exists(path: string): Promise<boolean>
  /** the object at `path` when it holds at most `maxBytes`; larger objects are never read */
  download(path: string, maxBytes: number): Promise<Download>
  /** every object whose path starts with `prefix`, sorted by path */
  list(prefix: string): Promise<StoredFile[]>
  /** the object's bytes as a stream, read as they are consumed; undefined when there is none */
  openRead(path: string): Promise<Readable | undefined>
}

/** An object as a listing names it. */
export interface StoredFile {
  path: string
  size: number
}

/** The folders of docs/files-and-rules.md that belong to one user. */
export function userFolders(uid: string): string[] {
  return [`events/${uid}/`, `profiles/${uid}/`, `checkins/${uid}/`]
}

/** The part of firebase-admin's File this adapter uses. */
export interface CloudFile {
  exists(): Promise<[boolean, ...unknown[]]>
  getMetadata(): Promise<[{ size?: string | number }, ...unknown[]]>
  download(): Promise<[Buffer, ...unknown[]]>
  delete(): Promise<unknown>
  createReadStream(): Readable
}

/** A file as the bucket's listing gives it. */
export interface CloudListedFile {
  name: string
  metadata: { size?: string | number }
}

/** The part of firebase-admin's Bucket (getStorage().bucket()) this adapter uses. */
export interface CloudBucket {
  deleteFiles(query: { prefix: string }): Promise<void>
  file(path: string): CloudFile
  getFiles(query: { prefix: string }): Promise<[CloudListedFile[], ...unknown[]]>
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404
}

/** Cloud Storage through firebase-admin; `bucket` is called on first use (cold start). */
export function cloudFileStore(bucket: () => CloudBucket): FileStore {
  return {
    async deleteFolder(prefix) {
      await bucket().deleteFiles({ prefix })
    },
    async delete(path) {
      try {
        await bucket().file(path).delete()
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },
    async exists(path) {
      const [found] = await bucket().file(path).exists()
      return found
    },
    async download(path, maxBytes) {
      const file = bucket().file(path)
      try {
        // The size first: a file over the limit is refused without transferring it.
        const [metadata] = await file.getMetadata()
        if (Number(metadata.size ?? 0) > maxBytes) return { status: 'too_large' }
        const [bytes] = await file.download()
        // It may have been replaced by a larger one in between.
        return bytes.byteLength > maxBytes ? { status: 'too_large' } : { status: 'ok', bytes }
      } catch (error) {
        if (isNotFound(error)) return { status: 'missing' }
        throw error
      }
    },
    async list(prefix) {
      // getFiles pages through the whole listing itself (autoPaginate); names only, no bytes.
      const [listed] = await bucket().getFiles({ prefix })
      return listed
        .map((file) => ({ path: file.name, size: Number(file.metadata.size ?? 0) }))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    },
    async openRead(path) {
      const file = bucket().file(path)
      const [found] = await file.exists()
      return found ? file.createReadStream() : undefined
    },
  }
}
