// DELETE /v0/b/{bucket}/o/{path}: the SDK's deleteObject(); only the owner of the folder may.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { decideDelete } from '@travel/domain'
import { HttpError } from '../http-error'
import { allowCaller, type StorageContext } from './context'

export async function deleteObject(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  await allowCaller(context, req, (uid) => decideDelete(path, uid))
  if (!(await context.store.delete(path))) throw new HttpError(404, `Object '${path}' does not exist.`)
  res.writeHead(204)
  res.end()
}
