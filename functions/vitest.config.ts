import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'functions',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.emulator.test.ts', '**/node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
