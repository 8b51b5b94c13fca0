// The commit-msg hook's rule, and its command as the hook runs it: exit 1 with the reason, or exit 0.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { MAX_SUBJECT_LENGTH, commitSubject, subjectProblem } from './commit-subject.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** A subject of exactly `length` characters. */
const subjectOf = (length: number) => 'Draw map borders solid '.padEnd(length, 'x')

describe('commitSubject', () => {
  it('is the first line that is neither blank nor a comment, without trailing whitespace', () => {
    expect(commitSubject('\n# Please enter the commit message\n\nFix the map  \n\nWhy.\n')).toBe(
      'Fix the map',
    )
  })

  it('honours another comment character and Windows line ends', () => {
    expect(commitSubject('; comment\r\nFix the map\r\n', ';')).toBe('Fix the map')
    expect(commitSubject('#hashtag subject\n', ';')).toBe('#hashtag subject')
  })

  it('is empty for a message of comments only', () => {
    expect(commitSubject('# nothing\n\n')).toBe('')
  })
})

describe('subjectProblem', () => {
  it(`passes ${MAX_SUBJECT_LENGTH} characters and refuses ${MAX_SUBJECT_LENGTH + 1}`, () => {
    expect(subjectProblem(`${subjectOf(72)}\n\nThe body may be as long as it needs to be.`)).toBeNull()
    const problem = subjectProblem(`${subjectOf(73)}\n`)
    expect(problem).toContain('73 characters long; at most 72')
    expect(problem).toContain(subjectOf(73))
  })

  it('counts characters, not bytes: a Slovak subject of 72 letters passes', () => {
    const slovak = 'Opraviť mapu: čiary hraníc sú plné, prerušované stáli sekundy na snímku'.padEnd(72, 'ž')
    expect(Buffer.byteLength(slovak)).toBeGreaterThan(72)
    expect(subjectProblem(slovak)).toBeNull()
  })

  it('ignores long comment lines and body lines', () => {
    expect(subjectProblem(`# ${'x'.repeat(100)}\nShort subject\n\n${'y'.repeat(200)}\n`)).toBeNull()
  })

  it('lets autosquash subjects through, whose commits are folded into another', () => {
    expect(subjectProblem(`fixup! ${subjectOf(72)}`)).toBeNull()
    expect(subjectProblem(`squash! ${subjectOf(72)}`)).toBeNull()
  })
})

describe('check-commit-msg, as the hook runs it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'))
  const check = (message: string) => {
    const file = join(dir, 'COMMIT_EDITMSG')
    writeFileSync(file, message)
    return spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/check-commit-msg.ts', file], {
      cwd: ROOT,
      encoding: 'utf8',
    })
  }

  it('exits 1 with the reason for 73 characters and 0 for 72', () => {
    const refused = check(`${subjectOf(73)}\n`)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('73 characters long; at most 72')
    const passed = check(`${subjectOf(72)}\n`)
    expect(passed.stderr).toBe('')
    expect(passed.status).toBe(0)
  })
})
