// Writes that are all or nothing: data goes to a temporary file beside the target and is renamed over
// it, so a crash or a killed process never leaves a half-written file where a reader looks.
import { randomUUID } from 'node:crypto'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'

export const TEMPORARY_SUFFIX = '.tmp'

export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${target}.${randomUUID()}${TEMPORARY_SUFFIX}`
  try {
    await writeFile(temporary, data, { flush: true })
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/** The parsed JSON file, or undefined when it does not exist. */
export async function readJsonFile<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
}

export function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT'
}
