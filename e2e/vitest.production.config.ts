// The browser journey on the production-shaped stack (Hosting emulator → bundled function → Firestore
// emulator), run by `npm run test:emulators` inside `firebase emulators:exec`; see src/production-setup.ts.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e on Firestore',
    environment: 'node',
    include: ['production/**/*.test.ts'],
    globalSetup: ['./src/production-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
    // as the other journeys: expect.poll's own second is too little for a page while both cores are busy
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
})
