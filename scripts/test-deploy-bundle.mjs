#!/usr/bin/env node
// Proves the deployable bundle loads: builds the function (and the web app when it has not been built),
// then runs it under the official Functions + Hosting + Auth emulators and asks /api/health through the
// Hosting rewrite. All three emulators are pure Node and run offline.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run('npm', ['run', 'build', '-w', 'functions'])
if (!existsSync(`${root}/web/dist/index.html`)) run('npm', ['run', 'build', '-w', 'web'])
run('npx', [
  'firebase',
  'emulators:exec',
  '--only',
  'functions,hosting,auth',
  '--project',
  'demo-travel-community',
  'node scripts/check-hosting-rewrite.mjs',
])
