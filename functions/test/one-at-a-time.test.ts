// The per-key queue the Firestore adapter puts check-in writes through.
import { describe, expect, it } from 'vitest'
import { oneAtATime } from '../src/store/shared/one-at-a-time'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('oneAtATime', () => {
  it('runs tasks of one key in order, one at a time, and other keys beside them', async () => {
    const run = oneAtATime()
    const log: string[] = []
    let running = 0
    let most = 0
    const task = (name: string) => async () => {
      running++
      most = Math.max(most, running)
      log.push(`start ${name}`)
      await tick()
      log.push(`end ${name}`)
      running--
      return name
    }
    const results = await Promise.all([run('a', task('a1')), run('a', task('a2')), run('b', task('b1'))])
    expect(results).toEqual(['a1', 'a2', 'b1'])
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'))
    // b1 did not wait for the line of a
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'))
    expect(most).toBe(2)
  })

  it('a failing task fails only its own caller, and the next one still runs', async () => {
    const run = oneAtATime()
    const failed = run('a', async () => {
      await tick()
      throw new Error('lock timeout')
    })
    const next = run('a', async () => 'done')
    await expect(failed).rejects.toThrow('lock timeout')
    await expect(next).resolves.toBe('done')
  })
})
