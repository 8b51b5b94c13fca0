// The browser's build leaves out the colours the theme drops at start-up (chakra-light-colors.ts): run on
// Chakra's own files, what is left must be exactly what the theme keeps of them.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { semanticTokens, tokens } from '@chakra-ui/react/theme'
import type { Plugin, TransformResult } from 'vite'
import { describe, expect, it } from 'vitest'
import { chakraLightColors } from '../../chakra-light-colors'
import { UNUSED_PALETTES } from './unused-palettes'

const themeDir = join(
  dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
  'dist/esm/theme',
)

/** The plugin's output for one of Chakra's files, evaluated: the object the file exports. */
function transformed(file: string): Record<string, unknown> {
  const id = join(themeDir, file)
  const plugin: Plugin = chakraLightColors()
  const transform = plugin.transform as (this: unknown, code: string, id: string) => TransformResult
  const context = {
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const { code } = transform.call(context, readFileSync(id, 'utf8'), id) as { code: string }
  // the files' one import is Chakra's define helpers, which return what they are given
  const helpers =
    'const defineTokens = { colors: (x) => x }; ' +
    'const defineSemanticTokens = { colors: (x) => x, shadows: (x) => x };'
  const body = code.replace(/^import .*$/m, helpers).replace(/^export \{ (\w+) \};$/m, 'return $1;')
  return new Function(body)() as Record<string, unknown>
}

/** What theme.ts keeps: light values only, without the unused palettes. */
function lightOnly(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]: [string, unknown]) =>
      key === 'value' && typeof inner === 'object' && inner !== null && '_light' in inner
        ? [key, (inner as { _light: unknown })._light]
        : [key, lightOnly(inner)],
    ),
  )
}
const withoutUnused = (colors: object) =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name)))

describe("the browser's build of Chakra's colours", () => {
  it('keeps the palettes the app uses and drops the others', () => {
    const colors = transformed('tokens/colors.js')
    expect(colors).toEqual(withoutUnused(tokens.colors ?? {}))
    expect(Object.keys(colors)).toEqual(expect.arrayContaining(['gray', 'red', 'orange', 'green', 'blue']))
  })

  it("keeps each semantic token's light value only", () => {
    expect(transformed('semantic-tokens/colors.js')).toEqual(
      lightOnly(withoutUnused(semanticTokens.colors ?? {})),
    )
    expect(transformed('semantic-tokens/shadows.js')).toEqual(lightOnly(semanticTokens.shadows))
  })
})
