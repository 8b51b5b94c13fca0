#!/usr/bin/env node
// Runs the tests that need the Java emulators (Firestore contract tests, Storage rules tests: files named
// *.emulator.test.ts) under the official Firestore + Storage + Auth emulators, where they can run.
// They need Java 21+ and the emulator downloads, which an offline machine cannot fetch: then this says
// that they were skipped and why, and exits 0.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

function javaMajor() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (r.error) return 0
  const m = /version "(\d+)/.exec(`${r.stderr}${r.stdout}`)
  return m ? Number(m[1]) : 0
}

function hasEmulatorJars() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators')
  if (!existsSync(dir)) return false
  const files = readdirSync(dir)
  return (
    files.some((f) => f.startsWith('cloud-firestore-emulator')) &&
    files.some((f) => f.startsWith('cloud-storage-rules-runtime'))
  )
}

const java = javaMajor()
const reasons = []
if (java < 21)
  reasons.push(
    java
      ? `Java ${java} is installed, the Firestore and Storage emulators need Java 21 or newer`
      : 'Java is not installed',
  )
if (!hasEmulatorJars() && !process.env.ALLOW_EMULATOR_DOWNLOAD) {
  reasons.push(
    'the Firestore/Storage emulator programs are not in ~/.cache/firebase/emulators (firebase-tools downloads them on first use; set ALLOW_EMULATOR_DOWNLOAD=1 where the network allows)',
  )
}
if (reasons.length) {
  console.log(`SKIPPED the Firestore contract tests and the Storage rules tests: ${reasons.join('; ')}.`)
  console.log('Everything else runs in `npm test` against the embedded store and the local storage server.')
  process.exit(0)
}

const r = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'auth,firestore,storage',
    '--project',
    'demo-travel-community',
    'npx vitest run --config vitest.emulators.config.ts',
  ],
  { stdio: 'inherit' },
)
process.exit(r.status ?? 1)
