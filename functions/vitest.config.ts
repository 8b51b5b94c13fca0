import { defineProject } from 'vitest/config'

// `npm test`: every test on the embedded store. `npm run test:emulators` sets FIRESTORE_EMULATOR_HOST:
// then the same tests run on Firestore (see test/test-app.ts), together with the files that need the
// Firestore emulator itself (*.emulator.test.ts: the Store contract on Firestore, the firestore.rules grid).
const onFirestoreEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST)

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...(onFirestoreEmulator ? [] : ['**/*.emulator.test.ts']), '**/node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
