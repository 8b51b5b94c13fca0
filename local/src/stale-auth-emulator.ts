// The running Auth emulator is recorded in the data folder, so the next start recognises one a crashed stack
// left behind (the orphan keeps its port and accounts made after the last save): it saves those accounts,
// stops the orphan and takes the port.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { authAccountsFolder } from './auth-accounts'
import { isPortFree } from './ports'
import { writeFileAtomic } from '@travel/functions/atomic-file'

const RECORD_FILE = 'auth-emulator.pid.json'

export interface AuthEmulatorRecord {
  /** the emulator's process (firebase-tools) */
  pid: number
  /** the process that started it (the stack) */
  owner: number
  /** host:port it answers on */
  host: string
  /** the config file it was started with: it names this data folder, so it identifies the process */
  configFile: string
  /** its private temp folder, removed with it */
  tmpDir: string
}

export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError'
}

export async function recordAuthEmulator(dataDir: string, record: AuthEmulatorRecord): Promise<void> {
  await writeFileAtomic(join(dataDir, RECORD_FILE), JSON.stringify(record))
}

export function forgetAuthEmulator(dataDir: string): void {
  rmSync(join(dataDir, RECORD_FILE), { force: true })
}

function readRecord(dataDir: string): AuthEmulatorRecord | null {
  const file = join(dataDir, RECORD_FILE)
  if (!existsSync(file)) return null
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AuthEmulatorRecord
  } catch {
    return null
  }
}

/** The parent and command line of a live process; null when there is none (or only its zombie). */
function processInfo(pid: number): { ppid: number; command: string } | null {
  try {
    // Linux: no process to spawn. A zombie has state Z and an empty command line.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (state === 'Z') return null
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
    return { ppid: Number(ppid), command }
  } catch {
    if (existsSync('/proc/self/stat')) return null // Linux, and the process is gone
  }
  // macOS and other POSIX systems
  const ps = spawnSync('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)], { encoding: 'utf8' })
  const match = ps.status === 0 ? /^\s*(\d+)\s+(\S+)\s+(.*)$/s.exec(ps.stdout.trim()) : null
  if (!match || match[2]?.startsWith('Z')) return null
  return { ppid: Number(match[1]), command: match[3] ?? '' }
}

function isOurEmulator(record: AuthEmulatorRecord): { ppid: number } | null {
  const info = processInfo(record.pid)
  return info && info.command.includes(record.configFile) ? info : null
}

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return condition()
}

/**
 * Before the stack starts on `dataDir`: an Auth emulator recorded there that still runs while the stack
 * that started it is gone is an orphan. Its accounts are saved to `authDir`, it is stopped, and once this
 * resolves its port is free. Answers whether there was one. An emulator whose stack still runs means
 * another `npm start` uses this data folder: DataFolderInUseError.
 */
export async function stopOrphanedAuthEmulator({
  dataDir,
  authDir,
  projectId,
}: {
  dataDir: string
  authDir: string
  projectId: string
}): Promise<boolean> {
  const record = readRecord(dataDir)
  if (!record) return false
  const running = isOurEmulator(record)
  if (!running) {
    // gone with its stack, or stopped and the record left behind: nothing holds the port
    forgetAuthEmulator(dataDir)
    return false
  }
  if (running.ppid === record.owner) {
    throw new DataFolderInUseError(
      `The data folder ${dataDir} is in use by another local stack (process ${record.owner}). Stop it first, or start with another folder: DATA_DIR=<folder> npm start`,
    )
  }
  try {
    await authAccountsFolder({ host: record.host, projectId, dir: authDir }).save()
  } catch (error) {
    // an orphan that cannot answer any more has nothing left to give; what was saved before stays
    console.warn(`The Auth emulator left by an earlier run did not give its accounts: ${String(error)}`)
  }
  try {
    process.kill(record.pid, 'SIGKILL')
  } catch {
    // it went by itself in the meantime
  }
  const port = Number(record.host.split(':').pop())
  const gone = await waitFor(async () => !isOurEmulator(record) && (await isPortFree(port)), 10_000)
  if (!gone) throw new Error(`The Auth emulator left by an earlier run (process ${record.pid}) did not stop.`)
  rmSync(record.tmpDir, { recursive: true, force: true })
  forgetAuthEmulator(dataDir)
  return true
}
