// Starts the production build of the site on free ports with the demo data, for the performance scripts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROJECT_ID } from '@travel/local/auth-emulator'
import { freePorts } from '@travel/local/ports'
import type { StackEndpoints } from '@travel/local/seed'
import { BUCKET, startStack, type Stack } from '@travel/local/stack'

export async function withProductionStack<T>(work: (stack: Stack) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'perf-data-'))
  const stack = await startStack({ ports: await freePorts(), dataDir, webMode: 'preview' })
  try {
    return await work(stack)
  } finally {
    await stack.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Where the seed's client reaches the stack: the scripts add their own data through it. */
export function stackEndpoints(stack: Stack): StackEndpoints {
  const { apiUrl, authHost, storageHost } = stack
  return { apiUrl, authHost, storageHost, projectId: PROJECT_ID, bucket: BUCKET }
}

/** An event id from the demo data, for the event-page measurements. */
export async function someEventId(stack: Stack): Promise<string> {
  const res = await fetch(`${stack.apiUrl}/api/events?limit=1&section=camp`)
  const body = (await res.json()) as { data: { _id: string }[] }
  const id = body.data[0]?._id
  if (!id) throw new Error('the demo data has no camp event to measure')
  return id
}
