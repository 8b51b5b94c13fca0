// Reaches into another workspace's files on purpose: scripts/lint-rules.test.ts lints this folder
// (eslint.config.js ignores it otherwise) to prove that import/no-relative-packages reports it.
import { freePort } from '../../../local/src/ports'

export const port = freePort
