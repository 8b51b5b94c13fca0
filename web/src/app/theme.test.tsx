// The app's Chakra system carries the recipes of every component the app uses (theme.ts): a missing one
// renders unstyled without an error, so this renders every Chakra component the app imports with the real
// system and requires each recipe they look up that Chakra's default theme has.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chakra from '@chakra-ui/react'
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { render } from '@testing-library/react'
import type { ComponentType, ReactElement, ReactNode } from 'react'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { appSystem } from './theme'

const system = appSystem()

// (a path string: the jsdom environment's URL class is not the one node:url accepts)
const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * Recipes the system leaves out, as only lazily loaded code renders their components: each element of
 * these is given its recipe where it is rendered (theme.ts), keyed as the component looks it up.
 */
const GIVEN_WHERE_RENDERED: Record<string, string> = {
  avatar: 'Avatar.Root',
  checkbox: 'Checkbox.Root',
  dialog: 'Dialog.Root',
  drawer: 'Drawer.Root',
  progress: 'Progress.Root',
  textarea: 'Textarea',
}

/** The values the app's code (tests aside) imports from '@chakra-ui/react', read with TypeScript's parser. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement)) continue
      if (!ts.isStringLiteral(statement.moduleSpecifier)) continue
      if (statement.moduleSpecifier.text !== '@chakra-ui/react') continue
      const clause = statement.importClause
      if (!clause || clause.isTypeOnly || !clause.namedBindings) continue
      if (!ts.isNamedImports(clause.namedBindings)) continue
      for (const element of clause.namedBindings.elements) {
        if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text)
      }
    }
  }
  return names
}

/** What renders a Chakra export on its own: a namespace's Root (Dialog.Root), or the component itself. */
function renderable(name: string): ComponentType<{ children?: ReactNode }> | undefined {
  // the provider and the style factory are not components of a page
  if (name === 'ChakraProvider' || !/^[A-Z]/.test(name)) return undefined
  const value: unknown = (chakra as Record<string, unknown>)[name]
  if (typeof value === 'object' && value !== null && 'Root' in value)
    return value.Root as ComponentType<{ children?: ReactNode }>
  const isComponent =
    typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)
  return isComponent ? (value as ComponentType<{ children?: ReactNode }>) : undefined
}

/** Renders and unmounts at once: only the recipe lookups of the render matter. */
function renderWithSystem(ui: ReactElement) {
  render(<ChakraProvider value={system}>{ui}</ChakraProvider>).unmount()
}

describe("the app's Chakra theme", () => {
  const used = [...importedChakraNames()].flatMap((name) => {
    const component = renderable(name)
    return component ? [{ name, component }] : []
  })
  /** recipe key → the components that looked it up */
  const lookedUp = new Map<string, Set<string>>()

  beforeAll(() => {
    // The real system, watched: every recipe lookup still goes through to it.
    const recipe = vi.spyOn(system, 'getRecipeFn')
    const slotRecipe = vi.spyOn(system, 'getSlotRecipeFn')
    for (const { name, component: Component } of used) {
      recipe.mockClear()
      slotRecipe.mockClear()
      // Without children first; a component that wants one (AspectRatio) gets a span.
      try {
        renderWithSystem(<Component />)
      } catch {
        renderWithSystem(
          <Component>
            <span />
          </Component>,
        )
      }
      for (const [key] of [...recipe.mock.calls, ...slotRecipe.mock.calls]) {
        lookedUp.set(key, (lookedUp.get(key) ?? new Set()).add(name))
      }
    }
  })
  afterAll(() => vi.restoreAllMocks())

  it('renders the components the app uses and sees their recipes looked up', () => {
    // Guards the reading above: if it found nothing, the next test would pass without checking anything.
    expect(used.map((u) => u.name)).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Field', 'Spinner']))
    expect([...lookedUp.keys()]).toEqual(expect.arrayContaining(['button', 'dialog', 'field', 'spinner']))
  })

  it('has the recipe of every Chakra component the app uses', () => {
    const missing = [...lookedUp].flatMap(([key, components]) =>
      !(key in GIVEN_WHERE_RENDERED) &&
      ((defaultSystem.isRecipe(key) && !system.isRecipe(key)) ||
        (defaultSystem.isSlotRecipe(key) && !system.isSlotRecipe(key)))
        ? [`${[...components].join(', ')} needs the "${key}" recipe`]
        : [],
    )
    expect(missing).toEqual([])
  })

  it('gives the components only lazily loaded code renders their recipe wherever they are rendered', () => {
    const withoutRecipe: string[] = []
    let rendered = 0
    for (const file of sourceFiles(srcDir)) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
      const visit = (node: ts.Node) => {
        if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
          const tag = node.tagName.getText(source)
          if (Object.values(GIVEN_WHERE_RENDERED).includes(tag)) {
            rendered += 1
            const hasRecipe = node.attributes.properties.some(
              (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'recipe',
            )
            if (!hasRecipe) withoutRecipe.push(`${file.slice(srcDir.length)}: <${tag}> has no recipe`)
          }
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
    expect(rendered).toBeGreaterThan(0)
    expect(withoutRecipe).toEqual([])
    // not in the system as well, which every page carries
    for (const key of Object.keys(GIVEN_WHERE_RENDERED)) expect(system.hasRecipe(key)).toBe(false)
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
