// The request handler of the local storage server: the part of the Cloud Storage for Firebase REST
// protocol (under /v0) that the Firebase JS SDK v12 uses, read from the SDK's own request builders
// (@firebase/storage: multipartUpload, createResumableUpload, getResumableUploadStatus,
// continueResumableUpload, getMetadata, getDownloadUrl, getBytes, list, deleteObject), plus the admin
// JSON API firebase-admin uses. router.ts picks the handler (handlers/, one per operation); this module
// adds what every answer shares and turns errors into answers.
//
// The access policy is the one of storage.rules, taken from @travel/domain (decideRead, decideUpload,
// decideDelete). Beyond what storage.rules can say, this server sees the bytes: a file whose first bytes
// are not the type it declares (an HTML page called image/png) is refused like a policy denial.
// Nothing here answers bad input with a 5xx: the SDK retries 5xx for minutes.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { applyCors } from './cors'
import type { StorageContext } from './handlers/context'
import { HttpError } from './http-error'
import { RequestAborted, sendError } from './http-io'
import { route } from './router'

/** The context the handlers share, and what only this entry point uses. */
export interface HandlerOptions extends StorageContext {
  corsOrigins: readonly string[]
  log?: (message: string, error: unknown) => void
}

export function createStorageHandler(options: HandlerOptions) {
  const { bucket, origin, store, sessions, verifyIdToken, isAccountDeleted } = options
  const context: StorageContext = { bucket, origin, store, sessions, verifyIdToken, isAccountDeleted }
  const log = options.log ?? ((message, error) => console.error(message, error))

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Nothing this server sends is to be read as anything but its declared type.
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (applyCors(req, res, options.corsOrigins)) return
    try {
      await route(context, req, res)
    } catch (error) {
      if (error instanceof RequestAborted) {
        // The client cut the request off: nothing was stored, and there is nobody to answer.
        res.destroy()
        return
      }
      if (res.headersSent) {
        log('storage server: failed after answering', error)
        res.destroy()
        return
      }
      if (error instanceof HttpError) {
        sendError(res, error.status, error.message, error.closeConnection)
        return
      }
      log('storage server: unexpected error', error)
      sendError(res, 500, 'The local storage server failed; see its log.')
    }
  }
}
