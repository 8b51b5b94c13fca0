// A dependency cycle on purpose (first -> second -> first): scripts/lint-rules.test.ts lints this folder
// (eslint.config.js ignores it otherwise) to prove that import/no-cycle reports it.
import { second } from './second'

export const first = () => second()
