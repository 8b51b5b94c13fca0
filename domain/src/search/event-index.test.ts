import { describe, expect, it } from 'vitest'
import { eventSearchIndex, SEARCH_INDEX_MAX, SEARCH_PREFIX_MAX, type SearchableEvent } from './event-index'

const lake: SearchableEvent = {
  title: 'Kemp pri Štrbskom plese',
  description: 'Ticho, výhľad na Tatry.',
  country: 'Slovakia',
  section: { main: 'camp', sub: 'natural' },
}

describe("an event's search index", () => {
  it('holds every beginning of every word of the title and the description, folded', () => {
    const index = eventSearchIndex(lake)
    for (const entry of ['s', 'st', 'strb', 'strbskom', 'ples', 'plese', 'vyhlad', 'tatry', 'ticho'])
      expect(index).toContain(entry)
    expect(index).not.toContain('Štrb')
    expect(index).not.toContain('trbskom')
  })

  it("holds the country's and the sections' names in English and Slovak", () => {
    const index = eventSearchIndex(lake)
    for (const name of ['slovakia', 'slovensko', 'camps', 'kempy', 'natural', 'prirodny'])
      expect(index).toContain(name)
    const route = eventSearchIndex({
      ...lake,
      country: 'Montenegro',
      section: { main: 'route', sub: 'offroad' },
    })
    for (const name of ['montenegro', 'cierna', 'hora', 'routes', 'trasy', 'off', 'road', 'offroad'])
      expect(route).toContain(name)
    expect(route).not.toContain('slovakia')
    expect(eventSearchIndex({ ...lake, section: { main: 'itinerary', sub: null } })).toContain('itinerar')
  })

  it('is sorted and has no repeats, so the same event always gives the same list', () => {
    const index = eventSearchIndex(lake)
    expect(index).toEqual([...new Set(index)].sort())
    expect(eventSearchIndex({ ...lake })).toEqual(index)
  })

  it('counts only the first letters of a long word', () => {
    const index = eventSearchIndex({ ...lake, title: 'Transfagarasanhighwayroad' })
    expect(index).toContain('transfagarasanhi'.slice(0, SEARCH_PREFIX_MAX))
    expect(index.every((entry) => entry.length <= SEARCH_PREFIX_MAX)).toBe(true)
  })

  it('is bounded; the title and the names always fit, a long description is cut at a whole word', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `w${i.toString(36).padStart(3, '0')}z`)
    const index = eventSearchIndex({ ...lake, description: words.join(' ') })
    expect(index.length).toBeLessThanOrEqual(SEARCH_INDEX_MAX)
    expect(index.length).toBeGreaterThan(SEARCH_INDEX_MAX - 6)
    for (const entry of ['strbskom', 'slovensko', 'natural', 'w000z']) expect(index).toContain(entry)
    // A word is in whole or not at all.
    const kept = words.filter((w) => index.includes(w))
    for (const w of kept) expect(index).toContain(w.slice(0, 3))
    expect(kept.length).toBeLessThan(words.length)
    expect(index).not.toContain(words[words.length - 1])
  })
})
