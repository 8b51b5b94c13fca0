// Firebase Storage, loaded only when a file is uploaded or downloaded.
import type { FirebaseStorage } from 'firebase/storage'
import { config } from '@/config/env'
import { firebaseApp } from './firebase'

let storagePromise: Promise<FirebaseStorage> | undefined

export function getAppStorage(): Promise<FirebaseStorage> {
  storagePromise ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const storage = getStorage(firebaseApp)
    if (config.useEmulators)
      connectStorageEmulator(storage, config.storageEmulator.host, config.storageEmulator.port)
    return storage
  })
  return storagePromise
}
