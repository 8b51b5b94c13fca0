// What the web tests' globalSetup (local/src/storage-server/vitest-global-setup.ts) provides: the
// address of the real local storage server, or '' when FIREBASE_AUTH_EMULATOR_HOST was not set.
declare module 'vitest' {
  export interface ProvidedContext {
    storageServerUrl: string
  }
}

export {}
