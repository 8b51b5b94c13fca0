// npm run perf:function: how quickly the deployed function can start: builds functions/lib, imports it in
// fresh Node processes as Cloud Functions would, beside each npm dependency alone, and checks that the
// import initialises no firebase-admin app. PERF_RUNS sets the runs.
import { execFileSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const functionsDir = fileURLToPath(new URL('../functions/', import.meta.url))
const bundle = `${functionsDir}lib/index.js`
const RUNS = Number(process.env.PERF_RUNS ?? 10)
const env = {
  ...process.env,
  GCLOUD_PROJECT: 'demo-travel-community',
  FIREBASE_CONFIG: JSON.stringify({
    projectId: 'demo-travel-community',
    storageBucket: 'demo-travel-community.appspot.com',
  }),
}

/** Runs `code` (an ES module) in a fresh Node process in functions/ and returns what it prints. */
function inFreshNode(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: functionsDir,
    env,
    encoding: 'utf8',
  }).trim()
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

execFileSync(process.execPath, ['build.mjs'], { cwd: functionsDir, stdio: 'ignore' })
const code = readFileSync(bundle)
console.log(
  `functions/lib/index.js: ${(statSync(bundle).size / 1024).toFixed(1)} KB, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip (domain/ inlined; npm dependencies installed beside it)`,
)

const importTimes: number[] = []
for (let i = 0; i < RUNS; i++) {
  const out = inFreshNode(`
    const started = performance.now()
    const mod = await import(${JSON.stringify(bundle)})
    const ms = performance.now() - started
    const { getApps } = await import('firebase-admin/app')
    if (typeof mod.api !== 'function') throw new Error('the bundle exports no api function')
    console.log(JSON.stringify({ ms, apps: getApps().length }))
  `)
  const { ms, apps } = JSON.parse(out) as { ms: number; apps: number }
  if (apps !== 0)
    throw new Error(`importing the function initialised ${apps} firebase-admin app(s); expected none`)
  importTimes.push(ms)
}
console.log(
  `import of the function module, ${RUNS} fresh processes: median ${median(importTimes).toFixed(0)} ms (min ${Math.min(...importTimes).toFixed(0)}, max ${Math.max(...importTimes).toFixed(0)}); no firebase-admin app initialised at import`,
)

console.log('each dependency loaded alone (median of 3 fresh processes):')
for (const specifier of [
  'firebase-functions/v2/https',
  'firebase-admin/app',
  'firebase-admin/auth',
  'firebase-admin/firestore',
  'firebase-admin/storage',
  'express',
  'helmet',
  'cors',
]) {
  const times = [0, 1, 2].map(() =>
    Number(
      inFreshNode(
        `const t = performance.now(); await import(${JSON.stringify(specifier)}); console.log(performance.now() - t)`,
      ),
    ),
  )
  console.log(`  ${specifier.padEnd(28)} ${median(times).toFixed(0).padStart(4)} ms`)
}
console.log(
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
)
