// The success shape of docs/api.md.
import type { RequestHandler, Response } from 'express'
import type { ApiSuccess } from '@travel/domain'

export function ok<T>(res: Response, data: T, status = 200): void {
  const body: ApiSuccess<T> = { success: true, data }
  res.status(status).json(body)
}

/** Answers about one signed-in user must never be kept by a shared cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store')
  next()
}

/**
 * The end of a reader's session in this browser (sign-out, account deletion): the browser drops its HTTP
 * cache of this site, so the pages the reader opened in the last minute (max-age) are not there for the
 * next person. The service worker's own caches are emptied by the page (docs/offline.md).
 */
export function clearBrowserCache(res: Response): void {
  res.set('Clear-Site-Data', '"cache"')
}
