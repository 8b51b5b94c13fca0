import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import react from '@vitejs/plugin-react'

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    // a real local storage server for uploads (needs FIREBASE_AUTH_EMULATOR_HOST, as the auth tests do)
    globalSetup: ['../local/src/storage-server/vitest-global-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Screen tests render whole routes in jsdom; on a busy 2-core machine one can take several seconds.
    // A ceiling, not a speed check (speed is measured in BENCHMARKS.md).
    testTimeout: 20_000,
  },
})
