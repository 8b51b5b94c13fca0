// The FileStore port: what the services need from file storage (account deletion removes a user's
// folders; a file named in an event or a profile must exist). Production uses Cloud Storage; the local
// stack and the tests pass the local storage server's store.
export interface FileStore {
  /** deletes every object whose path starts with `prefix` (e.g. "events/{uid}/"); none is not an error */
  deleteFolder(prefix: string): Promise<void>
  /** true when an object is stored at `path` (e.g. "events/{uid}/1700000000000_lake.jpg") */
  exists(path: string): Promise<boolean>
}

/** The folders of DESIGN.md §5 that belong to one user. */
export function userFolders(uid: string): string[] {
  return [`events/${uid}/`, `profiles/${uid}/`]
}

/** The part of firebase-admin's File this adapter uses. */
export interface CloudFile {
  exists(): Promise<[boolean, ...unknown[]]>
}

/** The part of firebase-admin's Bucket (getStorage().bucket()) this adapter uses. */
export interface CloudBucket {
  deleteFiles(query: { prefix: string }): Promise<void>
  file(path: string): CloudFile
}

/** Cloud Storage through firebase-admin; `bucket` is called on first use (cold start). */
export function cloudFileStore(bucket: () => CloudBucket): FileStore {
  return {
    async deleteFolder(prefix) {
      await bucket().deleteFiles({ prefix })
    },
    async exists(path) {
      const [found] = await bucket().file(path).exists()
      return found
    },
  }
}
