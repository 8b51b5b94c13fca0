// The embedded adapter: the whole data set in memory, each change applied synchronously (so atomic) and
// then saved as one JSON file with coalesced atomic writes; a change is acknowledged once it is on disk.
// docs/architecture.md ("The embedded store") says why it works this way.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { embeddedAccounts } from './accounts/embedded'
import { embeddedCheckins } from './checkins/embedded'
import { EMBEDDED_STORE_FILE, EmbeddedData, readSnapshot, type EmbeddedContext } from './embedded-data'
import { embeddedEvents } from './events/embedded'
import type { SearchOptions } from './events/search-page'
import { embeddedHistory } from './history/embedded'
import { embeddedLists } from './lists/embedded'
import { embeddedSuggestions } from './suggestions/embedded'
import { embeddedModeration } from './moderation/embedded'
import { embeddedMail } from './mail/embedded'
import { embeddedNotices } from './notices/embedded'
import { embeddedTrips } from './trips/embedded'
import { embeddedMerges } from './merges/embedded'
import type { Store } from './port'
import { removeStaleTempFiles, writeFileAtomic } from './shared/atomic-file'

export { EMBEDDED_STORE_FILE }

export interface EmbeddedStore extends Store {
  /** the file the data lives in */
  readonly file: string
  /** resolves when every change made so far is on disk */
  flush(): Promise<void>
}

/** Write coalescing: `changed` counts changes, `saved` is the count the file on disk holds. */
function fileWriter(file: string, data: EmbeddedData) {
  let changed = 0
  let saved = 0
  let writing: Promise<void> | undefined

  async function persist(): Promise<void> {
    const target = ++changed
    while (saved < target) {
      if (writing) {
        await writing.catch(() => undefined)
        continue
      }
      const upTo = changed
      // Serialised synchronously, so the file holds whole changes only.
      const content = data.serialize()
      writing = writeFileAtomic(file, content).then(() => {
        saved = Math.max(saved, upTo)
      })
      try {
        await writing
      } finally {
        writing = undefined
      }
    }
  }

  async function flush() {
    while (writing) await writing.catch(() => undefined)
    if (saved < changed) await persist()
  }
  return { persist, flush }
}

/** Opens (or creates) the embedded store in `folder`, e.g. `.data/api`. */
export async function openEmbeddedStore(folder: string, options: SearchOptions = {}): Promise<EmbeddedStore> {
  await mkdir(folder, { recursive: true })
  const file = join(folder, EMBEDDED_STORE_FILE)
  await removeStaleTempFiles(file)
  const data = new EmbeddedData()
  const snapshot = await readSnapshot(file)
  if (snapshot) data.load(snapshot)
  const { persist, flush } = fileWriter(file, data)
  const ctx: EmbeddedContext = {
    data,
    persist,
    ...(options.scanBudget !== undefined ? { scanBudget: options.scanBudget } : {}),
  }
  return {
    file,
    flush,
    events: embeddedEvents(ctx),
    checkins: embeddedCheckins(ctx),
    moderation: embeddedModeration(ctx),
    accounts: embeddedAccounts(ctx),
    lists: embeddedLists(ctx),
    history: embeddedHistory(ctx),
    suggestions: embeddedSuggestions(ctx),
    notices: embeddedNotices(ctx),
    mail: embeddedMail(ctx),
    trips: embeddedTrips(ctx),
    merges: embeddedMerges(ctx),
  }
}
