// The FileStore port: what account deletion needs from file storage. Production deletes from Cloud
// Storage; the local stack passes the local storage server's store; tests pass an in-memory one.
export interface FileStore {
  /** deletes every object whose path starts with `prefix` (e.g. "events/{uid}/"); none is not an error */
  deleteFolder(prefix: string): Promise<void>
}

/** The folders of DESIGN.md §5 that belong to one user. */
export function userFolders(uid: string): string[] {
  return [`events/${uid}/`, `profiles/${uid}/`]
}

/** The part of firebase-admin's Bucket (getStorage().bucket()) this adapter uses. */
export interface PrefixDeletingBucket {
  deleteFiles(query: { prefix: string }): Promise<void>
}

/** Cloud Storage through firebase-admin; `bucket` is called on first use (cold start). */
export function cloudFileStore(bucket: () => PrefixDeletingBucket): FileStore {
  return {
    async deleteFolder(prefix) {
      await bucket().deleteFiles({ prefix })
    },
  }
}
