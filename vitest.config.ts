// `npm test` runs every workspace's Vitest project under `firebase emulators:exec --only auth`.
// Tests that need the Java emulators (Firestore, Storage) are named *.emulator.test.ts and run only in
// `npm run test:emulators`.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'domain',
      'functions',
      'web',
      'local',
      // the repository's own rules (lint zones, import cycles): scripts/*.test.ts
      { test: { name: 'repo', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
    ],
  },
})
