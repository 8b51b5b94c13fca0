import { describe, expect, it } from 'vitest'
import { eventsQueryString, parseEventsQuery, queryParams, queryStringOf } from './api'

/** parseEventsQuery of a raw query string, as the API's routes and the rendered pages call it. */
const parse = (search: string) => parseEventsQuery(queryParams(search))
const fieldsOf = (search: string) => {
  const result = parse(search)
  return result.ok ? {} : result.fields
}

describe('the events query, one parser for the API and the list pages', () => {
  it('keeps every repeat of a parameter, and nothing of Object.prototype', () => {
    expect(queryParams('?q=a&q=b&country=Slovakia')).toEqual({ q: ['a', 'b'], country: 'Slovakia' })
    expect(queryParams('__proto__=x&constructor=y').__proto__).toBe('x')
    expect(queryStringOf('/api/events?q=a&q=b')).toBe('q=a&q=b')
    expect(queryStringOf('/api/events')).toBe('')
  })

  it('refuses a single-valued parameter given twice, the search included, with query_repeated', () => {
    expect(fieldsOf('q=a&q=b')).toEqual({ q: 'query_repeated' })
    for (const key of ['country', 'user', 'near', 'radius', 'limit', 'cursor'])
      expect(fieldsOf(`${key}=a&${key}=b`), key).toMatchObject({ [key]: 'query_repeated' })
    // the lists take several values, comma-separated or repeated
    expect(parse('section=camp&section=route&sub=natural')).toMatchObject({
      ok: true,
      query: { sections: ['camp', 'route'], subs: ['natural'] },
    })
  })

  it('reads the orders and the check-in filters, and writes them back the same way', () => {
    const parsed = parse('sort=rating&visited=1&rating=4&country=Slovakia')
    expect(parsed).toEqual({
      ok: true,
      query: { limit: 24, sort: 'rating', visited: true, minRating: 4, country: 'Slovakia' },
    })
    if (parsed.ok) expect(parse(eventsQueryString(parsed.query))).toEqual(parsed)
    expect(fieldsOf('sort=oldest')).toEqual({ sort: 'sort_invalid' })
    expect(fieldsOf('rating=0')).toEqual({ rating: 'min_rating_invalid' })
    expect(fieldsOf('rating=4.5')).toEqual({ rating: 'min_rating_invalid' })
    expect(fieldsOf('visited=2')).toEqual({ visited: 'visited_invalid' })
    expect(fieldsOf('sort=visited&near=48.1,17.1')).toEqual({ sort: 'sort_with_near' })
    expect(fieldsOf('sort=visited&user=u1')).toEqual({ sort: 'sort_with_user' })
    // empty means none, as for the other filters
    expect(parse('sort=&visited=&rating=')).toEqual({ ok: true, query: { limit: 24 } })
  })

  it('refuses an empty limit, radius, near, cursor or search instead of reading a default', () => {
    expect(fieldsOf('limit=')).toEqual({ limit: 'limit_invalid' })
    expect(fieldsOf('limit=%20')).toEqual({ limit: 'limit_invalid' })
    expect(fieldsOf('near=48.1,17.1&radius=')).toEqual({ radius: 'radius_invalid' })
    expect(fieldsOf('near=')).toEqual({ near: 'near_invalid' })
    expect(fieldsOf('cursor=')).toEqual({ cursor: 'cursor_invalid' })
    expect(fieldsOf('q=')).toEqual({ q: 'search_length' })
    expect(fieldsOf('radius=')).toEqual({ radius: 'radius_invalid' })
    expect(fieldsOf('radius=10')).toEqual({ radius: 'radius_without_near' })
  })

  it('refuses control characters in a search, a user or a cursor', () => {
    expect(fieldsOf('q=%00')).toEqual({ q: 'search_invalid' })
    expect(fieldsOf('q=tatry%00')).toEqual({ q: 'search_invalid' })
    // bytes that are not UTF-8 decode to U+FFFD, which is no word to search for
    expect(fieldsOf('q=%ED%A0%80')).toEqual({ q: 'search_no_words' })
    expect(fieldsOf('user=a%00b')).toEqual({ user: 'text_invalid' })
    expect(fieldsOf('cursor=%01')).toEqual({ cursor: 'cursor_invalid' })
    // a tab or a line break typed into a search is only a space between words
    expect(parse('q=tatry%09lake')).toMatchObject({ ok: true, query: { q: 'tatry\tlake' } })
  })

  it('reads an empty filter as no filter, as an HTML form sends an unused field', () => {
    expect(parse('section=&sub=&country=&user=')).toEqual({ ok: true, query: { limit: 24 } })
  })

  it('answers the filters it accepts, and leaves other parameters of a page alone', () => {
    expect(
      parse(
        'section=camp&sub=natural&country=Slovakia&q=%20lake%20&near=48.1,17.1&radius=50&limit=10&view=map&lang=sk',
      ),
    ).toEqual({
      ok: true,
      query: {
        sections: ['camp'],
        subs: ['natural'],
        country: 'Slovakia',
        q: 'lake',
        near: { lat: 48.1, lng: 17.1, radiusKm: 50 },
        limit: 10,
      },
    })
  })
})
