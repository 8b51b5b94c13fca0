// The browser journeys: `npm run test:e2e`. The global setup starts the
// whole local stack on free ports with an empty, seeded data folder and one Chromium; each journey opens
// its own browser context in it.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // Journeys share one stack and one browser; two files at a time keep both cores busy without
    // starving the dev server.
    maxWorkers: 2,
    testTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too little for a page to react while both cores are
    // busy with the build, the emulators and another journey. Playwright's own waits use 30 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
  },
})
