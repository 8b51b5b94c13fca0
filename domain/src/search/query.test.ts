import { describe, expect, it } from 'vitest'
import { parseSearch, searchTerms } from './query'

describe('a search', () => {
  it('is 1 to 100 characters after trimming', () => {
    expect(parseSearch('  trans  ')).toEqual({ ok: true, text: 'trans', words: ['trans'] })
    expect(parseSearch('   ')).toEqual({ ok: false, error: 'search_length' })
    expect(parseSearch('')).toEqual({ ok: false, error: 'search_length' })
    expect(parseSearch('a'.repeat(100)).ok).toBe(true)
    expect(parseSearch(` ${'a'.repeat(101)} `)).toEqual({ ok: false, error: 'search_length' })
  })

  it('has at least one word and at most six', () => {
    expect(parseSearch('?! …')).toEqual({ ok: false, error: 'search_no_words' })
    expect(parseSearch('a b c d e f').ok).toBe(true)
    expect(parseSearch('a b c d e f g')).toEqual({ ok: false, error: 'search_too_many_words' })
  })

  it('looks up folded words, without repeats or words another one begins with', () => {
    expect(searchTerms('ČIERNA voda')).toEqual(['cierna', 'voda'])
    expect(searchTerms('Tatry tat TATRY')).toEqual(['tatry'])
    expect(searchTerms('Transfagarasanhighway')).toEqual(['transfagarasanhi'])
  })
})
