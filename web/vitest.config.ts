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
    // limits for a hang, not speed checks (those are benchmarks): screens load their code on first use,
    // which on a busy shared 2-core CI machine takes longer than Vitest's default 5 s
    testTimeout: 20_000,
  },
})
