// GET /v0/b/{bucket}/o?prefix=&delimiter=/: the SDK's list() and listAll(), a page at a time.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { decideRead } from '@travel/domain'
import { HttpError } from '../http-error'
import { sendJson } from '../http-io'
import { wholeNumber } from '../request-headers'
import { allowCaller, type StorageContext } from './context'

export async function listObjects(
  context: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  query: URLSearchParams,
): Promise<void> {
  const prefix = query.get('prefix') ?? ''
  const delimiter = query.get('delimiter') ?? ''
  // Listing a folder is reading it, so it is allowed where reading the folder's files is (the SDK's
  // prefix ends with '/', so any name in the folder stands for them).
  await allowCaller(context, req, (uid) => decideRead(`${prefix}x`, uid))
  const maxResults = wholeNumber(query.get('maxResults') ?? undefined) ?? 1000
  if (maxResults < 1 || maxResults > 1000)
    throw new HttpError(400, 'maxResults must be a whole number from 1 to 1000.')
  const pageToken = query.get('pageToken') ?? ''
  // With a delimiter, everything below the next folder level collapses into that folder's prefix.
  const entries = new Map<string, 'prefix' | 'item'>()
  for (const object of await context.store.list(prefix)) {
    const rest = object.path.slice(prefix.length)
    const cut = delimiter ? rest.indexOf(delimiter) : -1
    if (cut >= 0) entries.set(prefix + rest.slice(0, cut + delimiter.length), 'prefix')
    else entries.set(object.path, 'item')
  }
  const keys = [...entries.keys()].filter((key) => key > pageToken).sort()
  const page = keys.slice(0, maxResults)
  sendJson(res, 200, {
    prefixes: page.filter((key) => entries.get(key) === 'prefix'),
    items: page
      .filter((key) => entries.get(key) === 'item')
      .map((name) => ({ name, bucket: context.bucket })),
    ...(keys.length > page.length ? { nextPageToken: page.at(-1) } : {}),
  })
}
