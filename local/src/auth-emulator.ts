// Starts the official Auth emulator (firebase-tools, pure Node, offline) as a child process with its
// accounts imported from the data folder, and saves them there while it runs (auth-accounts.ts).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { authAccountsFolder, hasSavedAccounts, removeUnfinishedWrites } from './auth-accounts'
import { freePort } from './ports'
import { forgetAuthEmulator, recordAuthEmulator } from './stale-auth-emulator'
import { waitForHttp } from './wait'

export const PROJECT_ID = 'demo-travel-community'

export interface AuthEmulator {
  host: string
  /**
   * Writes the emulator's accounts to the data folder; resolves once they are on disk. The API calls it
   * after every account change it makes, so an account outlives a crash of the stack.
   */
  saveAccounts(): Promise<void>
  stop(): Promise<void>
}

/** Where the accounts of the stack in `dataDir` are kept. */
export function authDirOf(dataDir: string): string {
  return join(dataDir, 'auth')
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
  const authDir = authDirOf(dataDir)
  mkdirSync(authDir, { recursive: true })
  removeUnfinishedWrites(authDir)
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
  // No --export-on-exit: the accounts are saved as they change (and once more on stop) by auth-accounts.ts,
  // whose writes, unlike firebase-tools' export (delete the folder, then move a new one in), are atomic.
  if (hasSavedAccounts(authDir)) args.push('--import', authDir)

  const privateTmp = mkdtempSync(join(tmpdir(), 'auth-emulator-'))
  // Without FIRESTORE_EMULATOR_HOST (set by `npm start -- --firestore` for the API): firebase-tools then
  // counts a Firestore emulator as part of its own run and its start stalls; Auth needs no Firestore.
  const { FIRESTORE_EMULATOR_HOST: _firestore, ...inherited } = process.env
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: dataDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // firebase-tools finds "its" hub through a file named after the project in the temp folder; a private
    // temp folder keeps it from taking another emulator of the same project (e.g. the one of `npm test`)
    // for its own.
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
      forgetAuthEmulator(dataDir)
      exited = `the Auth emulator exited (${signal ?? code}) before it was ready:\n${output}`
      resolve()
    })
  })
  const host = `127.0.0.1:${port}`
  const accounts = authAccountsFolder({ host, projectId: PROJECT_ID, dir: authDir })

  try {
    // Recorded at once: if this process dies while the emulator runs, the next start finds the orphan.
    if (child.pid) {
      await recordAuthEmulator(dataDir, {
        pid: child.pid,
        owner: process.pid,
        host,
        configFile,
        tmpDir: privateTmp,
      })
    }
    // firebase-tools takes well over a minute to start on a busy 2-core machine
    await waitForHttp(`http://${host}/`, { abort: () => exited, timeoutMs: 180_000 })
  } catch (error) {
    // never leave a half-started emulator holding the port
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exitPromise
    throw error
  }

  return {
    host,
    saveAccounts: () => accounts.save(),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      // What the browser changed directly with the emulator since the last save (sign-in times, an
      // account of a Google sign-in that never reached the API) is kept too.
      await accounts.save().catch((error: unknown) => {
        console.error("The Auth emulator's accounts could not be saved:", error)
      })
      child.kill('SIGINT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exitPromise
      clearTimeout(timer)
    },
  }
}
