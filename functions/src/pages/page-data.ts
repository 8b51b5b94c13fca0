// PageData (domain/src/pages.ts) over the events service: what a page shows is what the API answers to
// the same request, read in-process instead of over HTTP.
import { parseEventsQuery, queryParams, type Language, type PageData } from '@travel/domain'
import type { Services } from '../services'
import { invalid, ServiceError } from '../services/service-error'

async function nullWhenNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'not_found') return null
    throw error
  }
}

/** The page's data in its `language`: each event in that version, as the API answers that reader. */
export function pageDataOf(
  events: Services['events'],
  sharedLists: Services['sharedLists'],
  language?: Language,
): PageData {
  return {
    async listEvents(queryString) {
      // every repeat kept, as the API reads its query: a repeated filter is refused here too
      const parsed = parseEventsQuery(queryParams(queryString))
      if (!parsed.ok) throw invalid(parsed.fields)
      const page = await events.list(parsed.query, undefined, language)
      return { success: true, data: page.events, nextCursor: page.nextCursor }
    },
    getEvent: (id) => nullWhenNotFound(events.get(id, undefined, language)),
    getSharedList: (token) => nullWhenNotFound(sharedLists.read(token, language)),
  }
}
