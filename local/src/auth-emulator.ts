// Starts the official Auth emulator (firebase-tools, pure Node, offline) as a child process with its
// accounts imported from and exported to the data folder.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './ports'
import { waitForHttp } from './wait'

export const PROJECT_ID = 'demo-travel-community'

export interface AuthEmulator {
  host: string
  stop(): Promise<void>
}

function firebaseBin(): string {
  const require = createRequire(import.meta.url)
  return require.resolve('firebase-tools/lib/bin/firebase.js')
}

export async function startAuthEmulator({
  port,
  dataDir,
  quiet = true,
}: {
  port: number
  dataDir: string
  quiet?: boolean
}): Promise<AuthEmulator> {
  const authDir = join(dataDir, 'auth')
  mkdirSync(authDir, { recursive: true })
  // A config of our own so the port can move without touching firebase.json. The hub and the logging
  // emulator get free ports too: left to itself firebase-tools tries 4400/4500 and, when another
  // checkout's emulators hold them, its start can stall before the Auth emulator listens.
  const configFile = join(dataDir, 'firebase.auth.json')
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
      },
    }),
  )
  const hasExport =
    existsSync(join(authDir, 'firebase-export-metadata.json')) && readdirSync(authDir).length > 0
  const args = [
    firebaseBin(),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT_ID,
    '--config',
    configFile,
  ]
  if (hasExport) args.push('--import', authDir)
  args.push('--export-on-exit', authDir)

  const privateTmp = mkdtempSync(join(tmpdir(), 'auth-emulator-'))
  // Without FIRESTORE_EMULATOR_HOST (set by `npm start -- --firestore` for the API): firebase-tools then
  // counts a Firestore emulator as part of its own run and its start stalls; Auth needs no Firestore.
  const { FIRESTORE_EMULATOR_HOST: _firestore, ...inherited } = process.env
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: dataDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // firebase-tools finds "its" hub through a file named after the project in the temp folder; a private
    // temp folder keeps export-on-exit from asking another emulator of the same project (e.g. the one of
    // `npm test`) for its accounts instead.
    env: {
      ...inherited,
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      TMPDIR: privateTmp,
    },
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
    if (!quiet) process.stdout.write(chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited: string | undefined
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      rmSync(privateTmp, { recursive: true, force: true })
      exited = `the Auth emulator exited (${signal ?? code}) before it was ready:\n${output}`
      resolve()
    })
  })

  try {
    // firebase-tools takes well over a minute to start on a busy 2-core machine
    await waitForHttp(`http://127.0.0.1:${port}/`, { abort: () => exited, timeoutMs: 180_000 })
  } catch (error) {
    // never leave a half-started emulator holding the port
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exitPromise
    throw error
  }

  return {
    host: `127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGINT') // lets firebase-tools export the accounts before it exits
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exitPromise
      clearTimeout(timer)
    },
  }
}
