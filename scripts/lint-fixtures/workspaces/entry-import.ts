// The same import through the workspace's entry point (local/package.json `exports`): it passes.
import { freePort } from '@travel/local/ports'

export const port = freePort
