// DELETE /v0/b/{bucket}/o/{path}: the SDK's deleteObject(); only the owner of the folder may.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { decideDelete } from '@travel/domain'
import { uidOf } from '../caller'
import { HttpError } from '../http-error'
import { callerOf, type StorageContext } from './context'
import { denial } from './refusals'

export async function deleteObject(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const caller = await callerOf(context, req)
  const decision = decideDelete(path, uidOf(caller))
  if (!decision.allowed) throw denial(decision)
  if (!(await context.store.delete(path))) throw new HttpError(404, `Object '${path}' does not exist.`)
  res.writeHead(204)
  res.end()
}
