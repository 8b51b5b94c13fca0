// Only the *.emulator.test.ts files, run by `npm run test:emulators` under the official emulators.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['functions/test/**/*.emulator.test.ts', 'local/test/**/*.emulator.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
