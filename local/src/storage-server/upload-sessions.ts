// Resumable upload sessions on disk, under `${dataDir}/storage/uploads/`: a session file, the commit point,
// and the bytes so far. A chunk is appended only once fully arrived, so a cut-off chunk changes nothing and
// a crash mid-append is undone before the next one (docs/local-stack.md).
import { randomUUID } from 'node:crypto'
import { appendFile, mkdir, open, readdir, rm, stat, truncate } from 'node:fs/promises'
import { join } from 'node:path'
import { isTemporaryFile, readJsonFile, writeFileAtomic } from '@travel/functions/atomic-file'
import type { ObjectFields, StoredObject } from './file-store'
import { KeyedLock } from './keyed-lock'

export interface UploadSession {
  id: string
  bucket: string
  path: string
  /** the uploader; only they may continue the session */
  uid: string
  fields: ObjectFields
  /** X-Goog-Upload-Header-Content-Length of the start request */
  declaredSize: number
  /** bytes accepted so far */
  received: number
  createdAt: string
  /** set once finalized, so a repeated finalize or query is answered the same way */
  final?: StoredObject
}

/** Sessions older than this are removed when the server starts (Cloud Storage keeps them a week). */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

const SESSION_ID = /^[0-9a-f]{32}$/

export class UploadSessions {
  private readonly dir: string
  private readonly locks = new KeyedLock()
  private ready: Promise<unknown> | undefined

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'storage', 'uploads')
  }

  partFile(id: string): string {
    return join(this.dir, `${id}.part`)
  }

  private sessionFile(id: string): string {
    return join(this.dir, `${id}.json`)
  }

  private ensureDir() {
    return (this.ready ??= mkdir(this.dir, { recursive: true }))
  }

  async create(fields: Omit<UploadSession, 'id' | 'received' | 'createdAt'>): Promise<UploadSession> {
    await this.ensureDir()
    const session: UploadSession = {
      ...fields,
      id: randomUUID().replaceAll('-', ''),
      received: 0,
      createdAt: new Date().toISOString(),
    }
    await writeFileAtomic(this.partFile(session.id), new Uint8Array())
    await this.save(session)
    return session
  }

  async get(id: string): Promise<UploadSession | undefined> {
    if (!SESSION_ID.test(id)) return undefined
    await this.ensureDir()
    return readJsonFile<UploadSession>(this.sessionFile(id))
  }

  /** Runs `work` with the session while no other request of the same session runs. */
  withSession<T>(id: string, work: (session: UploadSession | undefined) => Promise<T>): Promise<T> {
    return this.locks.run(id, async () => work(await this.get(id)))
  }

  /** Appends a complete chunk at the committed end of the part file and commits the new length. */
  async append(session: UploadSession, chunk: Uint8Array): Promise<UploadSession> {
    const part = this.partFile(session.id)
    const onDisk = (await stat(part)).size
    if (onDisk !== session.received) await truncate(part, session.received)
    await appendFile(part, chunk)
    const handle = await open(part, 'r+')
    try {
      await handle.sync()
    } finally {
      await handle.close()
    }
    const next = { ...session, received: session.received + chunk.byteLength }
    await this.save(next)
    return next
  }

  async markFinal(session: UploadSession, object: StoredObject): Promise<UploadSession> {
    const next = { ...session, received: object.size, final: object }
    await this.save(next)
    await rm(this.partFile(session.id), { force: true })
    return next
  }

  async remove(id: string): Promise<void> {
    await rm(this.partFile(id), { force: true })
    await rm(this.sessionFile(id), { force: true })
  }

  /** Removes sessions older than SESSION_MAX_AGE_MS, stray files without a session and temporary files. */
  async sweep(now: number = Date.now()): Promise<void> {
    await this.ensureDir()
    for (const name of await readdir(this.dir)) {
      const id = name.split('.')[0] ?? ''
      const session = SESSION_ID.test(id) ? await this.get(id).catch(() => undefined) : undefined
      const expired = !session || now - Date.parse(session.createdAt) > SESSION_MAX_AGE_MS
      if (expired || isTemporaryFile(name)) await rm(join(this.dir, name), { force: true })
    }
  }

  private save(session: UploadSession): Promise<void> {
    return writeFileAtomic(this.sessionFile(session.id), JSON.stringify(session))
  }
}
