import { describe, expect, it } from 'vitest'
import { fold, foldWithOffsets } from './fold'
import { foldedWords, indexedWords } from './words'

describe('folding', () => {
  it('ignores case and diacritics the way a phone keyboard types', () => {
    expect(fold('Čierna Voda')).toBe('cierna voda')
    expect(fold('Košice')).toBe('kosice')
    expect(fold('ŠTRBSKÉ PLESO')).toBe('strbske pleso')
    expect(fold('Zemplín')).toBe('zemplin')
  })

  it('folds every Slovak letter, the soft and long ones included', () => {
    expect(fold('áäčďéíĺľňóôŕšťúýž')).toBe('aacdeillnoorstuyz')
    expect(fold('ÁÄČĎÉÍĹĽŇÓÔŔŠŤÚÝŽ')).toBe('aacdeillnoorstuyz')
    // Composed and decomposed input are the same text.
    expect(fold('l\u030C')).toBe(fold('ľ'))
  })

  it('spells out the letters NFD keeps whole', () => {
    expect(fold('Łódź Straße Ørsta Æbeltoft İzmir')).toBe('lodz strasse orsta aebeltoft izmir')
  })

  it('maps each folded character back to the original it came from', () => {
    const folded = foldWithOffsets('Straße Ľ')
    expect(folded.text).toBe(fold('Straße Ľ'))
    // both s of "ß" come from offset 4
    expect(folded.start.slice(4, 6)).toEqual([4, 4])
    expect(folded.end.slice(4, 6)).toEqual([5, 5])
    for (const text of ['Čierna Voda', 'l\u030Cubovňa', 'ẞtraße İz 🚐 Łó', 'ΟΔΟΣ'])
      expect(foldWithOffsets(text).text).toBe(fold(text))
  })
})

describe('words', () => {
  it('splits on punctuation, dashes, slashes and apostrophes', () => {
    expect(foldedWords('Košice-Barca, D1/R2 (Tom’s trip!) 4x4')).toEqual([
      'kosice',
      'barca',
      'd1',
      'r2',
      'tom',
      's',
      'trip',
      '4x4',
    ])
  })

  it('indexes a hyphenated word also as one word, so "offroad" finds "Off-road"', () => {
    expect(indexedWords('Off-road track, Rača-Krasňany')).toEqual([
      'off',
      'road',
      'track',
      'raca',
      'krasnany',
      'offroad',
      'racakrasnany',
    ])
  })
})
