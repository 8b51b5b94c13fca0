// The reader's language of an answer: ?lang= first, then Accept-Language, English otherwise. Events are
// answered in it (their translation when they have one), and so are refusals (docs/api.md, "Language").
import type { Request, RequestHandler } from 'express'
import { languageOfUrl, pickLanguage, queryStringOf, type Language } from '@travel/domain'

/**
 * Reads ?lang= into Accept-Language, which the error handler answers in; without ?lang= the answer
 * depends on the header, so it says `Vary: Accept-Language` and a shared cache keeps languages apart.
 */
export const readerLanguage: RequestHandler = (req, res, next) => {
  const asked = languageOfUrl(queryStringOf(req.originalUrl))
  if (asked) req.headers['accept-language'] = asked
  else res.vary('Accept-Language')
  next()
}

/** The language the request is answered in (after readerLanguage). */
export function languageOf(req: Request): Language {
  return pickLanguage(req.headers['accept-language'])
}
