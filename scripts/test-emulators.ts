// npm run test:emulators: the production half on the official emulators (docs/testing.md): the functions
// suite on Firestore, the bundle behind the Hosting rewrite, and storage.rules where it can run. Without a
// Firestore emulator it says what to install and exits 0, unless REQUIRE_FIRESTORE_EMULATOR=1 (CI).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  findFirestoreEmulator,
  FIRESTORE_EMULATOR_INSTALL_HINT,
  startFirestoreEmulator,
} from '@travel/local/firestore-emulator'
import { freePort } from '@travel/local/ports'
import { BUCKET } from '@travel/local/stack'
import { emulatorsExec, PROJECT_ID, ROOT } from './emulators-exec'
import { securityHeaders } from '@travel/web/security-headers'
import { buildFunction, bundleCheck, run } from './test-deploy-bundle'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const startedAt = performance.now()
const timings: string[] = []
async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const start = performance.now()
  try {
    return await work()
  } finally {
    timings.push(`${label}: ${seconds(performance.now() - start)}`)
  }
}

interface VitestJsonReport {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  testResults: {
    name: string
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[]
  }[]
}

/** A failed test's name and the first line of its error: CI logs keep only the tail, where this is. */
function failureLines(results: VitestJsonReport['testResults'][number]['assertionResults']): string[] {
  return results
    .filter((a) => a.status === 'failed')
    .flatMap((a) => [
      `      FAILED ${a.fullName}`,
      `        ${(a.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 300) ?? ''}`,
    ])
}

/** Vitest's JSON report as lines: every file with its count, then the total. */
function describeReport(file: string): string[] {
  if (!existsSync(file)) return ['  (no report: Vitest did not finish)']
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestJsonReport
  const lines = report.testResults
    .map((result) => {
      const passed = result.assertionResults.filter((a) => a.status === 'passed').length
      const failed = result.assertionResults.filter((a) => a.status === 'failed').length
      const name = result.name.slice(ROOT.length)
      const line = `  ${name.padEnd(48)} ${passed} passed${failed ? `, ${failed} FAILED` : ''}`
      return [line, ...failureLines(result.assertionResults)].join('\n')
    })
    .sort()
  lines.push(
    `  total: ${report.testResults.length} files, ${report.numTotalTests} tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  )
  return lines
}

function javaMajor(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' })
  const match = /version "(\d+)/.exec(`${result.stderr ?? ''}${result.stdout ?? ''}`)
  return match ? Number(match[1]) : 0
}

/** firebase-tools' Storage emulator needs Java 21+ and its rules runtime (a download it makes on first use). */
function storageEmulatorMissing(): string | null {
  const cache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'firebase', 'emulators')
  const hasRuntime =
    existsSync(cache) && readdirSync(cache).some((f) => f.startsWith('cloud-storage-rules-runtime'))
  const java = javaMajor()
  if (java >= 21 && hasRuntime) return null
  return [
    java < 21
      ? `Java ${java || 'is not installed'}${java ? ' is installed and it needs 21 or newer' : ''}`
      : '',
    hasRuntime ? '' : `its rules runtime is not in ${cache} (firebase-tools downloads it on first use)`,
  ]
    .filter(Boolean)
    .join('; ')
}

const install = findFirestoreEmulator()
if (!install) {
  console.log(
    `SKIPPED the Firestore tests (API suite on Firestore, Store contract, firestore.rules grid, bundle on Firestore): no Cloud Firestore emulator found. To run them, ${FIRESTORE_EMULATOR_INSTALL_HINT}.`,
  )
  process.exit(process.env.REQUIRE_FIRESTORE_EMULATOR === '1' ? 1 : 0)
}

const work = mkdtempSync(join(tmpdir(), 'test-emulators-'))
const firestore = await timed('Firestore emulator start', async () =>
  startFirestoreEmulator({ install, port: await freePort() }),
)
console.log(
  `Cloud Firestore emulator ${install.version ?? '(version unknown)'} from ${install.source}, at ${firestore.host}`,
)
const stopAll = async () => {
  await firestore.stop()
  rmSync(work, { recursive: true, force: true })
  // the server build made below names the files of a client build that lived in `work`: left in web/, it
  // would make `npm test`'s bundle check skip its own build and serve pages of files that are gone
  rmSync(join(ROOT, 'web/dist-server'), { recursive: true, force: true })
}
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)))
process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)))

/** code null: not run here, for a reason the lines give */
const results: { name: string; code: number | null; lines: string[] }[] = []
try {
  // 1. The functions project, which on FIRESTORE_EMULATOR_HOST runs every API test on Firestore and
  //    adds the *.emulator.test.ts files (functions/vitest.config.ts).
  const report = join(work, 'functions.json')
  const suite = await timed('functions suite on Firestore', () =>
    emulatorsExec({
      only: ['auth'],
      command: `vitest run --project functions --reporter=default --reporter=json --outputFile.json=${report}`,
      env: { FIRESTORE_EMULATOR_HOST: firestore.host },
    }),
  )
  results.push({
    name: 'functions suite (the API over HTTP on the Firestore adapter), Store contract, firestore.rules grid',
    code: suite,
    lines: describeReport(report),
  })

  // 2. The deployable bundle on the production-shaped stack, with a web build that talks to this run's
  //    Auth emulator and storage server.
  const authPort = await freePort()
  const storagePort = await freePort()
  const webBuild = join(work, 'web')
  await timed('web and function builds', () => {
    const webEnv = {
      VITE_USE_EMULATORS: 'true',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_STORAGE_BUCKET: BUCKET,
      VITE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`,
      VITE_STORAGE_EMULATOR_HOST: '127.0.0.1',
      VITE_STORAGE_EMULATOR_PORT: String(storagePort),
    }
    run(
      'npm',
      ['run', 'build:client', '-w', 'web', '--', '--outDir', webBuild, '--emptyOutDir', '--logLevel', 'warn'],
      webEnv,
    )
    // the server build of that same client build (its page template names that build's files), carried
    // by the function `pages`
    run('npm', ['run', 'build:server', '-w', 'web', '--', '--logLevel', 'warn'], {
      ...webEnv,
      WEB_CLIENT_OUT_DIR: webBuild,
    })
    buildFunction()
  })
  const journeyReport = join(work, 'journey.json')
  const bundle = await timed('bundle check and browser journey on Firestore', () =>
    bundleCheck({
      hostingPublic: webBuild,
      firestoreHost: firestore.host,
      // the production headers, with the emulators this web build talks to in place of Google's hosts
      pageHeaders: securityHeaders({
        emulators: {
          authUrl: `http://127.0.0.1:${authPort}`,
          storageOrigin: `http://127.0.0.1:${storagePort}`,
        },
        maps: false,
      }),
      authPort,
      then: [
        'vitest',
        'run',
        '--config',
        'e2e/vitest.production.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${journeyReport}`,
      ],
      env: {
        STORAGE_PORT: String(storagePort),
        // the function's firebase-admin checks and reads files in the local storage server on that port
        FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${storagePort}`,
        METADATA_SERVER_DETECTION: 'none',
      },
    }),
  )
  results.push({
    name: 'deployable bundle behind the Hosting rewrite on Firestore: health, 404, server-rendered pages, an event created, read and rendered with an Auth-emulator token; then the browser journey',
    code: bundle,
    lines: describeReport(journeyReport),
  })

  // 3. storage.rules
  const storageMissing = storageEmulatorMissing()
  if (storageMissing) {
    results.push({
      name: 'storage.rules',
      code: null,
      lines: [
        `  NOT RUN on the official Storage emulator: ${storageMissing}.`,
        '  The same table of cases (local/test/storage-cases.ts) runs on the local storage server in `npm test`.',
      ],
    })
  } else {
    const storageReport = join(work, 'storage.json')
    const storage = await timed('storage.rules on the Storage emulator', () =>
      emulatorsExec({
        only: ['auth', 'storage'],
        // local/vitest.config.ts adds the *.emulator.test.ts files when FIREBASE_STORAGE_EMULATOR_HOST is set
        command: `vitest run --project local storage-rules --reporter=default --reporter=json --outputFile.json=${storageReport}`,
      }),
    )
    results.push({
      name: 'storage.rules on the official Storage emulator',
      code: storage,
      lines: describeReport(storageReport),
    })
  }
} finally {
  await stopAll()
}

console.log(`\n=== npm run test:emulators (Cloud Firestore emulator ${install.version ?? ''}) ===`)
for (const result of results) {
  console.log(`${result.code === null ? 'NOTE' : result.code === 0 ? 'PASS' : 'FAIL'}  ${result.name}`)
  for (const line of result.lines) console.log(line)
}
console.log(`time: ${timings.join(', ')}; total ${seconds(performance.now() - startedAt)}`)
process.exit(results.every((r) => r.code === null || r.code === 0) ? 0 : 1)
