// The API answers a server-rendered page came with (rendering/main.tsx puts them in the query cache), so a
// query that is always asked again when shown can tell the page's own answer from an older one.
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** query → the time of the answer the page came with */
const pageAnswers = new WeakMap<object, number>()

/** Puts an answer of the page into the cache and remembers it as the page's. */
export function seedPageAnswer(
  client: QueryClient,
  queryKey: QueryKey,
  data: unknown,
  updatedAt: number,
): void {
  client.setQueryData(queryKey, data, { updatedAt })
  const query = client.getQueryCache().find({ queryKey, exact: true })
  if (query) pageAnswers.set(query, updatedAt)
}

/**
 * The query still holds the answer its page came with, younger than `maxAgeMs`: asking again would only
 * download what the server has just sent.
 */
export function holdsFreshPageAnswer(query: { state: { dataUpdatedAt: number } }, maxAgeMs: number): boolean {
  const at = pageAnswers.get(query)
  return at !== undefined && at === query.state.dataUpdatedAt && Date.now() - at < maxAgeMs
}
