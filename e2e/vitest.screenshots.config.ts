// `npm run screenshots`: docs/screenshots/*.png of the main screens in English and Slovak, on a desktop
// and a phone, taken from the seeded local stack the journeys also use.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'screenshots',
    environment: 'node',
    include: ['screenshots/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 60_000,
    teardownTimeout: 60_000,
  },
})
