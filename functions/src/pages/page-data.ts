// PageData (domain/src/pages.ts) over the events service: what a page shows is what the API answers to
// the same request, read in-process instead of over HTTP.
import { parseEventsQuery, queryParams, type PageData } from '@travel/domain'
import { badRequest, HttpError } from '../http/http-error'
import type { Services } from '../services'

export function pageDataOf(events: Services['events']): PageData {
  return {
    async listEvents(queryString) {
      // every repeat kept, as the API reads its query: a repeated filter is refused here too
      const parsed = parseEventsQuery(queryParams(queryString))
      if (!parsed.ok) throw badRequest(parsed.fields)
      const page = await events.list(parsed.query)
      return { success: true, data: page.events, nextCursor: page.nextCursor }
    },
    async getEvent(id) {
      try {
        return await events.get(id)
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404) return null
        throw error
      }
    },
  }
}
