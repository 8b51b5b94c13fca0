// Download URLs named in events and profiles, checked against storage itself: the URL's shape and folder
// are checked by the domain schemas; whether there is a file behind it only storage can say.
import { objectPathOfStorageUrl, type StorageLocation } from '@travel/domain'
import type { FileStore } from '../files/file-store'
import { invalid } from './service-error'

export interface FileUrls {
  /** the object path of a download URL of this site's storage, or undefined */
  pathOf(url: string): string | undefined
  /** true when `url` is a download URL of this site's storage with a file behind it */
  exists(url: string): Promise<boolean>
  /** refuses as invalid every field whose URL has no file behind it (fields without a URL are skipped) */
  assertExist(urls: Record<string, string | null | undefined>): Promise<void>
  /**
   * deletes the files behind download URLs of this site's storage that nothing names any more; a
   * failure leaves an unseen file behind, never a broken picture, so it is not an error
   */
  deleteAll(urls: readonly string[]): Promise<void>
}

export function fileUrls(files: FileStore, storage: StorageLocation): FileUrls {
  const pathOf = (url: string) => objectPathOfStorageUrl(url, storage)
  const exists = async (url: string) => {
    const path = pathOf(url)
    return path !== undefined && (await files.exists(path))
  }
  return {
    pathOf,
    exists,
    async assertExist(urls) {
      const missing: Record<string, string> = {}
      await Promise.all(
        Object.entries(urls).map(async ([field, url]) => {
          if (url && !(await exists(url))) missing[field] = 'file_missing'
        }),
      )
      if (Object.keys(missing).length) throw invalid(missing)
    },
    async deleteAll(urls) {
      for (const url of urls) {
        const path = pathOf(url)
        if (path) await files.delete(path).catch(() => false)
      }
    },
  }
}
