// The Auth emulator's accounts in the data folder, written while the stack runs rather than only when it
// stops, so a crash loses no account; in the layout `firebase emulators:export` writes, each file replaced
// atomically (docs/local-stack.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { isTemporaryFile, writeFileAtomic } from '@travel/functions/atomic-file'

export const EXPORT_METADATA_FILE = 'firebase-export-metadata.json'
const AUTH_EXPORT = 'auth_export'

export interface AuthAccountsFolder {
  /**
   * Reads the emulator's accounts and writes them if they changed. Resolves once a snapshot taken after
   * this call is on disk; calls that overlap share one snapshot.
   */
  save(): Promise<void>
}

function firebaseToolsVersion(): string {
  const require = createRequire(import.meta.url)
  return (require('firebase-tools/package.json') as { version: string }).version
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** True when `dir` holds accounts to import (an export of firebase-tools or of accountsFolder). */
export function hasSavedAccounts(dir: string): boolean {
  return existsSync(join(dir, EXPORT_METADATA_FILE))
}

/**
 * Removes what a write killed half-way left in `dir`: firebase-tools imports every file whose name
 * contains "accounts", a temporary one included.
 */
export function removeUnfinishedWrites(dir: string): void {
  for (const folder of [dir, join(dir, AUTH_EXPORT)]) {
    if (!existsSync(folder)) continue
    for (const name of readdirSync(folder)) {
      if (isTemporaryFile(name)) rmSync(join(folder, name), { force: true })
    }
  }
}

/** The accounts of `projectId` on the Auth emulator at `host` (host:port), kept in `dir`. */
export function authAccountsFolder({
  host,
  projectId,
  dir,
}: {
  host: string
  projectId: string
  dir: string
}): AuthAccountsFolder {
  const folder = join(dir, AUTH_EXPORT)
  const files = {
    accounts: {
      path: join(folder, 'accounts.json'),
      url: `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
    },
    config: {
      path: join(folder, 'config.json'),
      url: `http://${host}/emulator/v1/projects/${projectId}/config`,
    },
  }
  // what each file holds now, so an unchanged snapshot is not written again
  const written = new Map<string, string | undefined>(
    Object.values(files).map(({ path }) => [path, readText(path)]),
  )

  async function snapshot(): Promise<void> {
    const texts = await Promise.all(
      Object.values(files).map(async ({ path, url }) => {
        // "owner" is the emulator's stand-in for an admin credential
        const response = await fetch(url, {
          headers: { Authorization: 'Bearer owner' },
          signal: AbortSignal.timeout(10_000),
        })
        if (!response.ok) throw new Error(`the Auth emulator answered ${response.status} to ${url}`)
        return { path, text: await response.text() }
      }),
    )
    mkdirSync(folder, { recursive: true })
    for (const { path, text } of texts) {
      if (written.get(path) === text) continue
      await writeFileAtomic(path, text)
      written.set(path, text)
    }
    // written last: until it exists, the folder is not imported (firebase-tools reads the rest through it)
    const metadata = join(dir, EXPORT_METADATA_FILE)
    if (!existsSync(metadata)) {
      const version = firebaseToolsVersion()
      await writeFileAtomic(
        metadata,
        JSON.stringify({ version, auth: { version, path: AUTH_EXPORT } }, undefined, 2),
      )
    }
  }

  // One snapshot at a time; a call made while one runs waits for the next, which every such call shares.
  let running: Promise<void> = Promise.resolve()
  let next: Promise<void> | null = null
  return {
    save() {
      if (!next) {
        next = running
          .catch(() => undefined)
          .then(() => {
            next = null
            return snapshot()
          })
        running = next
      }
      return next
    },
  }
}
