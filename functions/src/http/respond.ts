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
