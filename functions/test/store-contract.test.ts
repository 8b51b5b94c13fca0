import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { openEmbeddedStore } from '../src/store/embedded'
import { describeStoreContract } from './store-contract'

const folders: string[] = []
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

describeStoreContract('embedded', async (options) => {
  const folder = await mkdtemp(join(tmpdir(), 'store-contract-'))
  folders.push(folder)
  return { store: await openEmbeddedStore(folder, options) }
})
