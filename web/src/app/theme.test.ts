// The app's Chakra system carries only the recipes of the components the app uses (issue #8). A component
// whose recipe is missing renders unstyled without any error, so this test reads the app's imports from
// '@chakra-ui/react', finds each component's folder in Chakra's own build and the recipe keys it looks up
// there, and requires every such recipe of Chakra's default theme in the app's system.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultSystem } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { system } from './theme'

// (a path string: the jsdom environment's URL class is not the one node:url accepts)
const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..')
// require resolves Chakra's CommonJS build (dist/cjs/index.cjs); its ES build beside it is what Vite bundles.
const chakraComponents = join(
  dirname(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react'))),
  'esm',
  'components',
)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('/testing/')
      ? [path]
      : []
  })
}

/** Names the app imports from '@chakra-ui/react' (outside tests). */
function importedNames(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
        if (name) names.add(name)
      }
    }
  }
  return names
}

/** Chakra's component folder of each exported name (Button -> button, Dialog -> dialog …). */
function folderOfExport(): Map<string, string> {
  const index = readFileSync(join(chakraComponents, 'index.js'), 'utf8')
  const namespaces = new Map(
    [...index.matchAll(/import \* as (\S+) from '\.\/([\w-]+)\//g)].map((m) => [m[1], m[2]] as const),
  )
  const folders = new Map<string, string>()
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/([\w-]+)\//g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const exported = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (exported && m[2]) folders.set(exported, m[2])
    }
  }
  for (const m of index.matchAll(/export \{ (\S+) as (\w+) \};/g)) {
    const folder = namespaces.get(m[1] ?? '')
    if (folder && m[2]) folders.set(m[2], folder)
  }
  return folders
}

/** The recipe keys a Chakra component folder looks up. */
function recipeKeys(folder: string): string[] {
  const dir = join(chakraComponents, folder)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/key: "(\w+)"/g)].map((m) => m[1] ?? ''))
}

describe("the app's Chakra theme", () => {
  const folders = folderOfExport()
  const used = [...importedNames()].filter((name) => folders.has(name))

  it('finds the components the app uses in Chakra', () => {
    // Guards the parsing above: if it found nothing, the next test would pass without checking anything.
    expect(used).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Field', 'Spinner']))
  })

  it('has the recipe of every Chakra component the app uses', () => {
    const missing = used.flatMap((name) =>
      recipeKeys(folders.get(name) ?? '')
        .filter(
          (key) =>
            (defaultSystem.isRecipe(key) && !system.isRecipe(key)) ||
            (defaultSystem.isSlotRecipe(key) && !system.isSlotRecipe(key)),
        )
        .map((key) => `${name} needs the "${key}" recipe`),
    )
    expect(missing).toEqual([])
  })

  it('keeps the brand colours, the palettes of the alerts and the default tokens', () => {
    expect(system.token('colors.brand.500')).toBe('#2f5d3a')
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue']) {
      expect(system.token(`colors.${palette}.600`)).toBe(defaultSystem.token(`colors.${palette}.600`))
      expect(system.token(`colors.${palette}.solid`)).toBe(defaultSystem.token(`colors.${palette}.solid`))
    }
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'))
  })
})
