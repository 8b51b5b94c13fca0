// The equal ranges of ids the sitemap's parts read (docs/rendering.md): each id in exactly one range, and
// ids as newId makes them spread evenly over the ranges.
import { describe, expect, it } from 'vitest'
import { idRange, inIdRange } from '../src/store/events/id-ranges'
import { newId } from '../src/store/shared/new-id'

describe('ranges of event ids', () => {
  it('follow one another: the first open below, the last open above, each ending where the next begins', () => {
    for (const ranges of [1, 2, 25, 62, 1_000, 50_000]) {
      const all = Array.from({ length: ranges }, (_, i) => idRange(i, ranges))
      expect(all[0]!.from).toBeNull()
      expect(all[ranges - 1]!.to).toBeNull()
      for (let i = 1; i < ranges; i++) {
        expect(all[i]!.from).toBe(all[i - 1]!.to)
        if (i > 1) expect(all[i]!.from! > all[i - 1]!.from!).toBe(true)
      }
    }
  })

  it('hold every id exactly once, whether newId made it or not', () => {
    const ids = [
      ...Array.from({ length: 200 }, () => newId()),
      '',
      '-',
      '0',
      '_',
      'zzzzzzzzzzzzzzzzzzzzzz',
      'a-slug_with-marks',
    ]
    for (const ranges of [1, 3, 25, 1_000])
      for (const id of ids) {
        const holding = Array.from({ length: ranges }, (_, i) => idRange(i, ranges)).filter((range) =>
          inIdRange(id, range),
        )
        expect(holding, `${id} in ${ranges} ranges`).toHaveLength(1)
      }
  })

  it('share out new ids evenly: 100,000 ids in 25 ranges, none more than 10 % off its share', () => {
    const counts = new Array<number>(25).fill(0)
    const ranges = Array.from({ length: 25 }, (_, i) => idRange(i, 25))
    for (let n = 0; n < 100_000; n++) {
      const id = newId()
      counts[ranges.findIndex((range) => inIdRange(id, range))]!++
    }
    for (const count of counts) expect(Math.abs(count - 4_000)).toBeLessThan(400)
  })

  it('refuses a part or a number of parts that cannot be', () => {
    expect(() => idRange(0, 0)).toThrow(RangeError)
    expect(() => idRange(3, 3)).toThrow(RangeError)
    expect(() => idRange(-1, 3)).toThrow(RangeError)
    expect(() => idRange(1.5, 3)).toThrow(RangeError)
  })
})
