// The same Chakra style props are written in one order everywhere: Chakra names a class by the order it saw
// first, so the server and a browser hydrating its first page could disagree and hydration would fail on
// that element, as it once did on the home page's "Sign in" link (docs/rendering.md).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { appSystem } from './theme'

// (a path string: the jsdom environment's URL class is not the one node:url accepts)
const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })
}

/** Each JSX element's style props (name=value, in source order) with two or more of them. */
function styleProps(file: string): { props: string[]; where: string }[] {
  const system = appSystem()
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { props: string[]; where: string }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const props = node.attributes.properties
        .filter(ts.isJsxAttribute)
        .filter((a) => ts.isIdentifier(a.name) && system.isValidProperty(a.name.text))
        .map((a) => `${a.name.getText(source)}=${a.initializer?.getText(source) ?? 'true'}`)
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      if (props.length > 1) found.push({ props, where: `${relative(srcDir, file)}:${line}` })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('style props', () => {
  it('come in one order wherever the same set is written', () => {
    const orders = new Map<string, Map<string, string>>()
    for (const file of sourceFiles(srcDir)) {
      for (const { props, where } of styleProps(file)) {
        const set = [...props].sort().join(' ')
        const seen = orders.get(set) ?? new Map<string, string>()
        if (!seen.has(props.join(' '))) seen.set(props.join(' '), where)
        orders.set(set, seen)
      }
    }
    const conflicts = [...orders.values()]
      .filter((seen) => seen.size > 1)
      .map((seen) => [...seen].map(([order, where]) => `${where}: ${order}`).join('\n  vs '))
    expect(conflicts).toEqual([])
  })
})
