import { describe, expect, it } from 'vitest'
import { highlightParts, highlightRanges } from './highlight'

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('')

describe('highlighting', () => {
  it('marks the beginning of each word a search word begins, as written', () => {
    expect(marked('Štrbské pleso', 'strb')).toBe('[Štrb]ské pleso')
    expect(marked('Camp by Lake Prespa', 'prespa LAKE')).toBe('Camp by [Lake] [Prespa]')
    expect(marked('Čierna Voda, Košice', 'cierna kos')).toBe('[Čierna] Voda, [Koš]ice')
  })

  it('marks a hyphenated word found as one word across its hyphen', () => {
    expect(marked('Off-road to Transfăgărășan', 'offroad trans')).toBe('[Off-road] to [Trans]făgărășan')
    expect(marked('Off-road', 'road')).toBe('Off-[road]')
  })

  it('marks nothing when the title holds none of the words', () => {
    expect(highlightRanges('Lake camp', 'tatry')).toEqual([])
    expect(marked('Lake camp', '')).toBe('Lake camp')
  })

  it('marks a letter that folds to two as a whole', () => {
    expect(marked('Großglockner Straße', 'grossg stras')).toBe('[Großg]lockner [Straß]e')
  })
})
