import { describe, expect, it } from 'vitest'
import { stableKeyKeeper } from './stable-keys'

describe('stable keys of the clusters on screen', () => {
  it('stay with a cluster while it is shown, and go to new clusters when it is not', () => {
    const keys = stableKeyKeeper<number>()
    expect(keys([10, 11, 12])).toEqual([0, 1, 2])
    // a pan: 11 leaves, 13 comes; 10 and 12 keep theirs, 13 takes the one 11 left
    expect(keys([12, 13, 10])).toEqual([2, 1, 0])
    // asked again with the same clusters (React may render twice): the same answer
    expect(keys([12, 13, 10])).toEqual([2, 1, 0])
    // a new zoom level numbers every cluster anew: all keys are reused, more are added as needed
    const next = keys([20, 21, 22, 23])
    expect([...next].sort()).toEqual([0, 1, 2, 3])
  })

  it('never give two clusters shown together the same key', () => {
    const keys = stableKeyKeeper<number>()
    let s = 3
    const random = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    for (let round = 0; round < 200; round++) {
      const ids = [
        ...new Set(Array.from({ length: 1 + Math.floor(random() * 40) }, () => Math.floor(random() * 80))),
      ]
      const answer = keys(ids)
      expect(new Set(answer).size).toBe(ids.length)
      expect(Math.max(...answer)).toBeLessThan(ids.length + 40)
    }
  })
})
