// `npm install`'s prepare step: points git at the versioned hooks in .githooks/. Outside a git checkout
// of this repository (a tarball, a folder inside another repository, no git at all) it does nothing.
import { realpathSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

const HOOKS = '.githooks'

function git(...args: string[]): { ok: boolean; out: string } {
  const run = spawnSync('git', args, { encoding: 'utf8' })
  return { ok: !run.error && run.status === 0, out: (run.stdout ?? '').trim() }
}

const top = git('rev-parse', '--show-toplevel')
if (!top.ok || realpathSync(top.out) !== realpathSync(process.cwd())) {
  console.log('git hooks: not a git checkout of this repository, none installed')
} else {
  const current = git('config', '--get', 'core.hooksPath').out
  if (current === HOOKS) {
    console.log(`git hooks: already in ${HOOKS}/`)
  } else if (current !== '') {
    console.log(`git hooks: core.hooksPath is ${current}, left as it is (the hooks are in ${HOOKS}/)`)
  } else if (git('config', 'core.hooksPath', HOOKS).ok) {
    console.log(`git hooks: ${HOOKS}/ installed (commit subjects of at most 72 characters)`)
  } else {
    console.log(`git hooks: could not set core.hooksPath; run git config core.hooksPath ${HOOKS}`)
  }
}
