// The comment rule `npm run lint` runs: probes that must fail, and the shapes that pass.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { commentFindings, commentLineCount, sourceFiles } from './check-comments.ts'

const lines = (count: number, prefix = '// why') => Array.from({ length: count }, () => prefix).join('\n')

describe('the module header', () => {
  it('passes three lines and refuses four', () => {
    expect(commentFindings('a.ts', `${lines(3)}\nexport const a = 1\n`)).toEqual([])
    expect(commentFindings('a.ts', `${lines(4)}\nexport const a = 1\n`)).toMatchObject([
      { line: 1, problem: expect.stringContaining('opening comment is 4 lines') },
    ])
  })

  it('counts a JSDoc block at the top by its lines', () => {
    const jsdoc = '/**\n * What it is.\n * Why it exists.\n * And more.\n */\nexport const a = 1\n'
    expect(commentFindings('a.ts', jsdoc)).toMatchObject([{ line: 1 }])
  })

  it('does not count tool directives', () => {
    const text = `// @vitest-environment node\n${lines(3)}\nexport const a = 1\n`
    expect(commentFindings('a.test.ts', text)).toEqual([])
    const reference = `/// <reference lib="webworker" />\n${lines(3)}\nexport const a = 1\n`
    expect(commentFindings('sw.ts', reference)).toEqual([])
  })
})

describe('other comment blocks', () => {
  it('pass six lines and refuse seven, in // lines or a /* */ block', () => {
    const head = '// header\nconst a = 1\n'
    expect(commentFindings('a.ts', `${head}${lines(6)}\nexport const b = a\n`)).toEqual([])
    expect(commentFindings('a.ts', `${head}${lines(7)}\nexport const b = a\n`)).toMatchObject([
      { line: 3, problem: expect.stringContaining('block of 7 lines') },
    ])
    const block = `/**\n${lines(6, ' * why')}\n */`
    expect(commentFindings('a.ts', `${head}${block}\nexport const b = a\n`)).toMatchObject([{ line: 3 }])
  })

  it('are split by a blank line or code', () => {
    const text = `const a = 1\n${lines(4)}\n\n${lines(4)}\nconst b = a\n${lines(4)}\nexport { b }\n`
    expect(commentFindings('a.ts', text)).toEqual([])
  })

  it('are found inside functions and JSX', () => {
    const text = `export function A() {\n  return (\n    <div>\n      {/*\n${lines(6, '       why')}\n      */}\n    </div>\n  )\n}\n`
    expect(commentFindings('a.tsx', `const x = 1\n${text}`)).toMatchObject([{ line: 5 }])
  })

  it('ignore comment-like text in strings, templates, regular expressions and JSX text', () => {
    const text = [
      'const a = "// BENCHMARKS 5 MB"',
      'const b = `/* 200 ms */`',
      'const c = /\\/\\/ 1 KB/',
      'export const D = () => <p>// BENCHMARKS.md says 14 KB</p>',
    ].join('\n')
    expect(commentFindings('a.tsx', text)).toEqual([])
  })
})

describe('measurements', () => {
  it.each([
    '// loads in 180 ms',
    '// about 14 KB gzip',
    '/* a 5 MB file */',
    '// 1.5 MiB',
    '// see BENCHMARKS.md',
  ])('refuses %s', (comment) => {
    const text = `export const a = 1 ${comment}\n`
    expect(commentFindings('a.ts', text)).toMatchObject([
      { line: 1, problem: expect.stringContaining('quotes') },
    ])
  })

  it('passes figures without a unit and words that end like one', () => {
    expect(commentFindings('a.ts', 'export const a = 1 // 3 retries, 12 forms, items\n')).toEqual([])
  })
})

it('counts the lines given to comments', () => {
  expect(commentLineCount('a.ts', '// one\n/* two\n three */\nconst a = 1 // four\n')).toBe(4)
})

it('holds every workspace and folder of code to the rule, but not the lint fixtures', () => {
  const files = sourceFiles(fileURLToPath(new URL('..', import.meta.url)))
  const folders = new Set(files.map((path) => path.split('/')[0]))
  for (const folder of ['domain', 'functions', 'web', 'local', 'e2e', 'perf', 'scripts']) {
    expect(folders).toContain(folder)
  }
  expect(files).toContain('eslint.config.js')
  expect(files).toContain('functions/build.mjs')
  expect(files.filter((path) => path.startsWith('scripts/lint-fixtures/'))).toEqual([])
})
