#!/usr/bin/env node
// npm run fuzz:api: the API fuzz test (functions/test/api-fuzz.test.ts), a larger batch with a new seed.
// FUZZ_RUNS sets the batch, FUZZ_SEED replays a run (a failure prints its seed and the shrunk request),
// AUTH_PORT names the Auth emulator's port (firebase.json's by default).
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'

const runs = process.env.FUZZ_RUNS ?? '50000'
const seed = process.env.FUZZ_SEED ?? String(Date.now() % 2 ** 31)
console.log(
  `API fuzz: ${Number(runs).toLocaleString('en')} requests, seed ${seed} (FUZZ_SEED=${seed} replays it)`,
)

const args = ['firebase', 'emulators:exec', '--only', 'auth', '--project', 'demo-travel-community']
let config
if (process.env.AUTH_PORT) {
  const port = Number(process.env.AUTH_PORT)
  const firebase = JSON.parse(readFileSync('firebase.json', 'utf8'))
  firebase.emulators = {
    auth: { host: '127.0.0.1', port },
    hub: { host: '127.0.0.1', port: port + 1 },
    logging: { host: '127.0.0.1', port: port + 2 },
    ui: { enabled: false },
    singleProjectMode: true,
  }
  config = `.firebase-fuzz-${port}.json`
  writeFileSync(config, JSON.stringify(firebase))
  args.push('--config', config)
}
args.push('vitest run --project functions test/api-fuzz.test.ts')
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_SEED: seed, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
})
if (config) rmSync(config, { force: true })
process.exit(result.status ?? 1)
