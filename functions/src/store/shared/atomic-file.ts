// Whole-file replacement that survives a crash at any instant, for the embedded store and the local storage
// server: write a temporary file in the same folder, flush it, rename it over the old one (atomic on POSIX),
// flush the folder. A reader sees the old file or the new one, never a mix.
import { randomUUID } from 'node:crypto'
import { open, readdir, readFile, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/**
 * A temporary file of writeFileAtomic: `{target}.tmp-{unique}`. Earlier versions named them
 * `{target}.tmp-{pid}-{n}` (embedded store) and `{target}.{uuid}.tmp` (storage server); those are
 * recognised too, so what a killed process of an older version left is still swept away.
 */
export function isTemporaryFile(name: string): boolean {
  return /\.tmp(?:-|$)/.test(name)
}

export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${target}.tmp-${randomUUID()}`
  try {
    const handle = await open(temporary, 'w')
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
  await syncFolder(dirname(target))
}

/**
 * Flushes a folder's entries (a rename, a new file) to disk. Some platforms cannot open a folder; there
 * the rename is still atomic, only less durable, so that is not an error.
 */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r').catch(() => undefined)
  if (!handle) return
  try {
    await handle.sync().catch(() => undefined)
  } finally {
    await handle.close()
  }
}

/** Removes temporary files a killed writer of `target` left behind; `target` itself is intact. */
export async function removeStaleTempFiles(target: string): Promise<void> {
  const prefix = `${basename(target)}.`
  const folder = dirname(target)
  const names = await readdir(folder).catch(() => [] as string[])
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && isTemporaryFile(name))
      .map((name) => rm(join(folder, name), { force: true })),
  )
}

/** The parsed JSON file (written whole by writeFileAtomic), or undefined when it does not exist. */
export async function readJsonFile<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}
