// The local storage server's request handler: the Cloud Storage for Firebase protocol the JS SDK uses, and
// the admin JSON API (router.ts picks the handler), under storage.rules' policy from @travel/domain plus a
// check of each file's first bytes. Never a 5xx for bad input: the SDK retries those (docs/local-stack.md).
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
