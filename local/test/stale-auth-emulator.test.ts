// What the start does with an Auth emulator recorded in the data folder that is not an orphan: it never
// stops a process that is not an orphaned emulator of this folder. (Stopping a real orphan is in
// crash-recovery.test.ts.)
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DataFolderInUseError,
  recordAuthEmulator,
  stopOrphanedAuthEmulator,
} from '../src/stale-auth-emulator'

const folders: string[] = []
const stopLater: (() => void)[] = []
afterEach(() => {
  for (const stop of stopLater.splice(0)) stop()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function dataFolder() {
  const dataDir = mkdtempSync(join(tmpdir(), 'stale-auth-'))
  folders.push(dataDir)
  return { dataDir, authDir: join(dataDir, 'auth'), projectId: 'demo-travel-community' }
}

function stillRuns(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('an Auth emulator recorded in the data folder', () => {
  it('whose stack still runs is left alone, and the start says the folder is in use', async () => {
    const folder = dataFolder()
    const configFile = join(folder.dataDir, 'firebase.auth.json')
    // a stand-in whose command line names this folder's config, as the emulator's does; this test is its stack
    const emulator = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', configFile], {
      stdio: 'ignore',
    })
    stopLater.push(() => emulator.kill('SIGKILL'))
    await new Promise((resolve) => emulator.once('spawn', resolve))
    await recordAuthEmulator(folder.dataDir, {
      pid: emulator.pid!,
      owner: process.pid,
      host: '127.0.0.1:1',
      configFile,
      tmpDir: join(folder.dataDir, 'tmp'),
    })
    const attempt = stopOrphanedAuthEmulator(folder)
    await expect(attempt).rejects.toThrow(DataFolderInUseError)
    await expect(attempt).rejects.toThrow(`in use by another local stack (process ${process.pid})`)
    expect(stillRuns(emulator.pid!)).toBe(true)
  })

  it('whose process id now belongs to another program is forgotten, and that program keeps running', async () => {
    const folder = dataFolder()
    await recordAuthEmulator(folder.dataDir, {
      pid: process.pid,
      owner: 999_999_999,
      host: '127.0.0.1:1',
      configFile: join(folder.dataDir, 'firebase.auth.json'),
      tmpDir: join(folder.dataDir, 'tmp'),
    })
    expect(await stopOrphanedAuthEmulator(folder)).toBe(false)
    expect(stillRuns(process.pid)).toBe(true)
    expect(existsSync(join(folder.dataDir, 'auth-emulator.pid.json'))).toBe(false)
  })
})
