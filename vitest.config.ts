// `npm test` runs every workspace's Vitest project under `firebase emulators:exec --only auth`.
// Tests that need the Java emulators (Firestore, Storage) are named *.emulator.test.ts and run only in
// `npm run test:emulators`.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: ['domain', 'functions', 'web', 'local'],
  },
})
