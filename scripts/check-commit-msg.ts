// The commit-msg hook's check (.githooks/commit-msg): refuses the commit when its subject is too long.
// Git passes the path of the message file, which keeps the refused message for a retry.
import { readFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { subjectProblem } from './commit-subject.ts'

const file = process.argv[2]
if (!file) {
  console.error('usage: check-commit-msg <commit message file>')
  process.exit(2)
}

/** git's comment character (`core.commentChar`), '#' unless set to one character. */
function commentChar(): string {
  const configured = spawnSync('git', ['config', '--get', 'core.commentChar'], { encoding: 'utf8' })
  const value = configured.status === 0 ? configured.stdout.trim() : ''
  return value.length === 1 ? value : '#'
}

const problem = subjectProblem(readFileSync(file, 'utf8'), commentChar())
if (problem) {
  console.error(`\n${problem}\n\nTo edit the refused message: git commit -e -F ${file}\n`)
  process.exit(1)
}
