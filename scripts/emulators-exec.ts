// `firebase emulators:exec` on free ports, so tests run beside `npm start` and each other: each run writes a
// copy of firebase.json with free ports and gets its own temp folder, where firebase-tools finds its hub.
// `tsx scripts/emulators-exec.ts auth -- vitest run` (npm run test:unit; `vitest` for test:watch).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@travel/local/ports'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const PROJECT_ID = 'demo-travel-community'

export type EmulatorName = 'auth' | 'functions' | 'hosting' | 'storage'

export interface EmulatorsExecOptions {
  only: EmulatorName[]
  /** a shell command, run once the emulators answer; its exit code is the result */
  command: string
  /** ports to use instead of free ones (e.g. a web build that must know the Auth port in advance) */
  ports?: Partial<Record<EmulatorName, number>>
  env?: NodeJS.ProcessEnv
  /** the Hosting emulator's public folder instead of firebase.json's */
  hostingPublic?: string
  /**
   * the headers of every page instead of firebase.json's (a web build made for the emulators talks to
   * them, which the production Content-Security-Policy rightly refuses)
   */
  pageHeaders?: Record<string, string>
}

/** Free ports for the named emulators. */
export async function freeEmulatorPorts(only: EmulatorName[]): Promise<Record<EmulatorName, number>> {
  const ports = {} as Record<EmulatorName, number>
  for (const name of only) ports[name] = await freePort()
  return ports
}

function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`
}

export async function emulatorsExec({
  only,
  command,
  ports = {},
  env = {},
  hostingPublic,
  pageHeaders,
}: EmulatorsExecOptions): Promise<number> {
  const chosen = { ...(await freeEmulatorPorts(only.filter((name) => !ports[name]))), ...ports }
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators?: Record<string, unknown>
    hosting?: { public?: string; headers?: { source: string; headers: { key: string; value: string }[] }[] }
  }
  // relative to the config's folder: the Hosting emulator serves nothing from an absolute path
  if (hostingPublic && config.hosting) config.hosting.public = relative(ROOT, hostingPublic)
  if (pageHeaders && config.hosting) {
    for (const rule of config.hosting.headers ?? []) {
      if (rule.source !== '**') continue
      rule.headers = rule.headers.map(({ key }) => ({ key, value: pageHeaders[key] ?? '' }))
    }
  }
  // The hub and the logging emulator get free ports too: firebase-tools falls back from a taken hub port
  // but not from a taken logging port (4500), so two runs starting together would collide there.
  config.emulators = {
    ...Object.fromEntries(only.map((name) => [name, { host: '127.0.0.1', port: chosen[name] }])),
    hub: { host: '127.0.0.1', port: await freePort() },
    logging: { host: '127.0.0.1', port: await freePort() },
    ui: { enabled: false },
    singleProjectMode: true,
  }
  // beside firebase.json: firebase-tools resolves `hosting.public` and `functions.source` from the
  // config file's folder
  const configFile = join(ROOT, `.firebase-exec-${process.pid}-${Date.now()}.json`)
  writeFileSync(configFile, JSON.stringify(config, null, 2))
  const privateTmp = mkdtempSync(join(tmpdir(), 'emulators-exec-'))
  const firebase = join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js')
  const args = [
    firebase,
    'emulators:exec',
    '--config',
    configFile,
    '--only',
    only.join(','),
    '--project',
    PROJECT_ID,
    command,
  ]
  try {
    return await new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: ['inherit', 'inherit', 'inherit'],
        env: {
          ...process.env,
          ...env,
          FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
          TMPDIR: privateTmp,
        },
      })
      // Ctrl-C reaches firebase-tools too (same terminal); it stops its emulators and exits.
      child.once('error', reject)
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    })
  } finally {
    rmSync(configFile, { force: true })
    rmSync(privateTmp, { recursive: true, force: true })
  }
}

export function commandLine(args: string[]): string {
  return args.map(shellQuote).join(' ')
}

// CLI: tsx scripts/emulators-exec.ts <emulator,…> -- <command…>
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [list, separator, ...rest] = process.argv.slice(2)
  if (!list || separator !== '--' || rest.length === 0) {
    console.error('usage: tsx scripts/emulators-exec.ts auth[,functions,hosting] -- <command…>')
    process.exit(2)
  }
  const only = list.split(',') as EmulatorName[]
  process.exit(await emulatorsExec({ only, command: commandLine(rest) }))
}
