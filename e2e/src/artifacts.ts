// Where failing journeys leave their screenshots and console errors (git-ignored).
import { fileURLToPath } from 'node:url'

export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url))
