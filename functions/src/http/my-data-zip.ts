// GET /api/user/export.zip: the caller's data as a ZIP, written entry by entry as it is read, so neither
// the answer nor any file is held whole in memory (docs/api.md "Download my data").
import { once } from 'node:events'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import archiver, { type Archiver } from 'archiver'
import type { Request, Response } from 'express'
import { myDataFileName, pickLanguage } from '@travel/domain'
import type { MyDataService } from '../services/my-data-service'
import { callerOf } from './auth-middleware'

/** Already compressed: stored as they are, which spares the CPU and loses nothing. */
const STORED = /\.(jpe?g|png|webp|avif|gif)$/i

/**
 * Resolves once the archive has taken the entry. archiver does not listen for its sources' errors, so a
 * file whose read fails is watched here, or the download would wait for it forever.
 */
async function entryWritten(
  zip: Archiver,
  sent: Promise<void>,
  source: Readable | undefined,
  failed: (error: unknown) => void,
): Promise<void> {
  let onError: ((error: unknown) => void) | undefined
  const sourceFailed = new Promise<never>((_resolve, reject) => {
    onError = (error) => {
      failed(error)
      reject(error instanceof Error ? error : new Error(String(error)))
    }
    source?.once('error', onError)
  })
  try {
    await Promise.race([once(zip, 'entry'), sent, sourceFailed])
  } finally {
    if (onError) source?.off('error', onError)
  }
}

export function myDataZipHandler(myData: MyDataService) {
  return async (req: Request, res: Response): Promise<void> => {
    const language = pickLanguage(req.headers['accept-language'])
    // Read before anything is sent: a refused token still gets a normal error answer.
    const data = await myData.open(callerOf(req))
    const now = new Date()
    res.status(200)
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${myDataFileName(now)}"`,
      'Cache-Control': 'private, no-store',
    })
    const zip = archiver('zip', { zlib: { level: 6 } })
    // Which side ended it: a file or the store failing is the server's fault, the reader leaving is not.
    let clientGone = false
    let sourceFailure: unknown
    res.on('close', () => {
      if (!res.writableFinished && sourceFailure === undefined) clientGone = true
    })
    zip.on('error', (error) => {
      if (!clientGone) sourceFailure ??= error
    })
    const sent = pipeline(zip, res)
    sent.catch(() => undefined)
    let current: Readable | undefined
    try {
      for await (const entry of data.entries(language, now)) {
        current = typeof entry.content === 'string' ? undefined : entry.content
        zip.append(entry.content, { name: entry.name, date: now, store: STORED.test(entry.name) })
        // One entry at a time: the next file is opened only once this one is in the archive.
        await entryWritten(zip, sent, current, (error) => (sourceFailure ??= error))
      }
      await zip.finalize()
      await sent
    } catch (error) {
      zip.abort()
      current?.destroy()
      if (!clientGone) throw sourceFailure ?? error
    }
  }
}
