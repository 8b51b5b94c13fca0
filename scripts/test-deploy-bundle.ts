// Proves the deployable bundle works: builds the function (and the web app, whose server build it carries,
// if need be), runs it under the official Functions, Hosting and Auth emulators on free ports and checks
// the Hosting rewrite (check-hosting-rewrite.ts); `npm run test:emulators` adds Firestore.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { commandLine, emulatorsExec, freeEmulatorPorts, ROOT } from './emulators-exec'

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`)
}

export function buildFunction(): void {
  run('npm', ['run', 'build', '-w', 'functions'])
}

export interface BundleCheckOptions {
  /** the Hosting emulator's public folder (default web/dist) */
  hostingPublic?: string
  /** FIRESTORE_EMULATOR_HOST for the function; the check then also writes an event */
  firestoreHost?: string
  /** the Auth emulator's port, when a web build already points at it */
  authPort?: number
  /** run after the rewrite check, inside the same emulators (e.g. a browser journey) */
  then?: string[]
  env?: NodeJS.ProcessEnv
  /** the pages' headers instead of firebase.json's (see EmulatorsExecOptions.pageHeaders) */
  pageHeaders?: Record<string, string>
}

export async function bundleCheck({
  hostingPublic,
  firestoreHost,
  authPort,
  then = [],
  env = {},
  pageHeaders,
}: BundleCheckOptions = {}): Promise<number> {
  const ports = {
    ...(await freeEmulatorPorts(['functions', 'hosting'])),
    ...(authPort ? { auth: authPort } : {}),
  }
  const check = commandLine([
    'node',
    join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
    'scripts/check-hosting-rewrite.ts',
  ])
  return emulatorsExec({
    only: ['auth', 'functions', 'hosting'],
    ports,
    ...(hostingPublic ? { hostingPublic } : {}),
    ...(pageHeaders ? { pageHeaders } : {}),
    command: [check, ...(then.length ? [commandLine(then)] : [])].join(' && '),
    env: {
      // the function's configuration (functions/.env in a deploy): the pages serve nothing without it
      SITE_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
      ...env,
      HOSTING_ORIGIN: `http://127.0.0.1:${ports.hosting}`,
      // firebase-tools passes it through to the function: firebase-admin then uses the emulator
      ...(firestoreHost ? { FIRESTORE_EMULATOR_HOST: firestoreHost } : {}),
    },
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // the function carries the web app's server build and Hosting serves its client build: both first
  const built = ['web/dist/index.html', 'web/dist-server/entry-server.js'].every((f) =>
    existsSync(join(ROOT, f)),
  )
  if (!built) run('npm', ['run', 'build', '-w', 'web'])
  buildFunction()
  process.exit(await bundleCheck())
}
