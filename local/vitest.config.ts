import { defineProject } from 'vitest/config'

// storage-rules.emulator.test.ts needs the official Storage emulator (`npm run test:emulators` runs it
// where firebase-tools can start that emulator, which sets FIREBASE_STORAGE_EMULATOR_HOST).
const onStorageEmulator = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST)

export default defineProject({
  test: {
    name: 'local',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...(onStorageEmulator ? [] : ['**/*.emulator.test.ts']), '**/node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
