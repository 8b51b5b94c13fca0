// Whole-file replacement that survives a crash at any instant: the new content goes to a temporary file
// in the same folder, is flushed to disk, and only then renamed over the old one (rename is atomic on
// POSIX file systems). A reader therefore sees either the old file or the new one, never a mix.
import { open, readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

let sequence = 0

export async function writeFileAtomic(path: string, content: string): Promise<void> {
  const temp = `${path}.tmp-${process.pid}-${++sequence}`
  const handle = await open(temp, 'w')
  try {
    await handle.writeFile(content, 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  // Make the rename itself durable; some platforms cannot open a folder, which only weakens durability.
  const folder = await open(dirname(path), 'r').catch(() => undefined)
  if (folder) {
    await folder.sync().catch(() => undefined)
    await folder.close()
  }
}

/** Removes temporary files a killed writer left behind; the file they were meant to replace is intact. */
export async function removeStaleTempFiles(path: string): Promise<void> {
  const prefix = `${basename(path)}.tmp-`
  const folder = dirname(path)
  const names = await readdir(folder).catch(() => [] as string[])
  await Promise.all(
    names.filter((n) => n.startsWith(prefix)).map((n) => rm(join(folder, n), { force: true })),
  )
}
