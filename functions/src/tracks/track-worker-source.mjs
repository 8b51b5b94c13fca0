// Starts track-worker.ts from the source tree (Vitest, `npm start`, the benches): a worker thread does not
// share the loader that runs TypeScript on the main thread, so it asks tsx for the module itself. The
// deployed function never loads this file: its build bundles the worker as lib/track-worker.js.
import { tsImport } from 'tsx/esm/api'

await tsImport('./track-worker.ts', import.meta.url)
