// The import rules of eslint.config.js hold: a probe in each zone importing what it forbids fails with the
// zone's message, one importing what is allowed passes, and cycles and relative imports into another
// workspace fail. A probe is linted under the path of an existing file of the zone; nothing is written.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const FEATURES = 'web/src/features'

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT })
})

/** Lints `code` as if it were the file at `path` (nothing is written to disk). */
async function lint(path: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) })
  return result?.messages ?? []
}

/** A probe module: imports `specifier` and uses it, so nothing but the import can be wrong. */
const importing = (specifier: string) =>
  `import * as probe from '${specifier}'\n\nexport const used = probe\n`

function ruleErrors(messages: Linter.LintMessage[], rule: string): string[] {
  return messages.filter((m) => m.ruleId === rule).map((m) => m.message)
}

/** Where other features may enter a feature: its index.ts, and for tests its routes.tsx. */
const PUBLIC_ENTRY = /^(index\.ts|routes\.tsx)$/

/**
 * One real module of a folder, as a path from the repository root (a test with `test`); in a feature never
 * its public entries, which other features may import.
 */
function someFile(folder: string, { test = false } = {}): string {
  const entries = readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
  const entry = (name: string) => folder.startsWith(FEATURES) && PUBLIC_ENTRY.test(name)
  const file = entries.find(
    (e) => e.isFile() && /\.tsx?$/.test(e.name) && /\.test\.tsx?$/.test(e.name) === test && !entry(e.name),
  )
  if (!file) throw new Error(`no ${test ? 'test' : 'module'} in ${folder}`)
  return relative(ROOT, join(file.parentPath, file.name))
}

/** The same module as web's `@/` alias names it (web/src/lib/x.ts -> @/lib/x). */
function aliased(file: string): string {
  return `@/${relative('web/src', file).replace(/\.tsx?$/, '')}`
}

const features = readdirSync(join(ROOT, FEATURES), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)

describe('web: features import only themselves and shared code', () => {
  it.each(features)('a file in features/%s that imports another feature fails lint', async (feature) => {
    const other = features[(features.indexOf(feature) + 1) % features.length]!
    const target = someFile(`${FEATURES}/${other}`)
    const probe = someFile(`${FEATURES}/${feature}`)
    const relativeTarget = relative(dirname(probe), target).replace(/\.tsx?$/, '')
    for (const specifier of [aliased(target), relativeTarget]) {
      expect(
        ruleErrors(await lint(probe, importing(specifier)), 'import/no-restricted-paths'),
        specifier,
      ).toEqual([expect.stringContaining('A feature imports another feature only through its index.ts')])
    }
  })

  it.each(features)('a file in features/%s may import shared code and its own feature', async (feature) => {
    const probe = someFile(`${FEATURES}/${feature}`)
    expect(await lint(probe, importing('@/config/paths'))).toEqual([])
    const own = readdirSync(join(ROOT, FEATURES, feature), { recursive: true, encoding: 'utf8' })
      .map((name) => `${FEATURES}/${feature}/${name}`)
      .find((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.tsx') && file !== probe)
    if (own)
      expect(ruleErrors(await lint(probe, importing(aliased(own))), 'import/no-restricted-paths')).toEqual([])
  })

  const withIndex = features.filter((feature) => existsSync(join(ROOT, FEATURES, feature, 'index.ts')))
  it.each(withIndex)('another feature may import features/%s through its index.ts', async (feature) => {
    const other = features.find((f) => f !== feature)!
    const probe = someFile(`${FEATURES}/${other}`)
    const relativeIndex = relative(dirname(probe), join(FEATURES, feature))
    for (const specifier of [`@/features/${feature}`, relativeIndex]) {
      expect(
        ruleErrors(await lint(probe, importing(specifier)), 'import/no-restricted-paths'),
        specifier,
      ).toEqual([])
    }
  })

  it("a feature that imports another's file instead of its index.ts fails lint (the fixture)", async () => {
    const code = readFileSync(join(ROOT, 'scripts/lint-fixtures/feature-internals/probe.ts'), 'utf8')
    const messages = await lint(someFile(`${FEATURES}/event-detail`), code)
    expect(messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.line)).toEqual([3])
  })

  it("only a test may render another feature's routes.tsx", async () => {
    const routes = '@/features/event-list/routes'
    const test = someFile(`${FEATURES}/event-detail`, { test: true })
    expect(ruleErrors(await lint(test, importing(routes)), 'import/no-restricted-paths')).toEqual([])
    const module = someFile(`${FEATURES}/event-detail`)
    expect(ruleErrors(await lint(module, importing(routes)), 'import/no-restricted-paths')).toEqual([
      expect.stringContaining('A feature imports another feature only through its index.ts'),
    ])
  })

  it('a feature that imports the app fails lint', async () => {
    const messages = await lint(someFile(`${FEATURES}/${features[0]}`), importing('@/app/app'))
    expect(ruleErrors(messages, 'import/no-restricted-paths')).toEqual([
      expect.stringContaining('Features never import the app'),
    ])
  })
})

describe('web: shared code imports neither features nor the app', () => {
  const shared = ['rendered-page', 'components', 'hooks', 'lib', 'stores', 'config', 'utils', 'i18n']
  it.each(shared)('a file in %s/ that imports a feature or the app fails lint', async (folder) => {
    const probe = someFile(`web/src/${folder}`)
    for (const specifier of [aliased(someFile(`${FEATURES}/${features[0]}`)), '@/app/provider']) {
      expect(
        ruleErrors(await lint(probe, importing(specifier)), 'import/no-restricted-paths'),
        specifier,
      ).toEqual([expect.stringContaining('Shared code never imports a feature or the app')])
    }
  })
})

describe('web: the page lifecycle is used only through its entries', () => {
  const probe = readFileSync(join(ROOT, 'scripts/lint-fixtures/rendering/inner-module-probe.ts'), 'utf8')

  // (features and shared code are kept from the whole app by zones of their own, above)
  it.each(['web/src/app/app.tsx', 'web/src/app/layout/root-layout.tsx', 'web/src/testing/render-app.tsx'])(
    '%s importing a module of app/rendering other than its entries fails lint',
    async (path) => {
      expect(ruleErrors(await lint(path, probe), 'import/no-restricted-paths')).toEqual([
        expect.stringContaining('The page lifecycle (app/rendering/) is used only through its entries'),
      ])
    },
  )

  it('its entries and its own modules may be imported', async () => {
    const outside = ruleErrors(
      await lint('web/src/app/router.tsx', importing('@/app/rendering/entry-server')),
      'import/no-restricted-paths',
    )
    const inside = ruleErrors(
      await lint('web/src/app/rendering/main.tsx', importing('./server-styles')),
      'import/no-restricted-paths',
    )
    expect([outside, inside]).toEqual([[], []])
  })

  it('rendered-page/ imports nothing else of web/src', async () => {
    const messages = await lint('web/src/rendered-page/server-page.ts', importing('@/i18n'))
    expect(ruleErrors(messages, 'import/no-restricted-paths')).toEqual([
      expect.stringContaining('rendered-page/ is what every layer reads of the page'),
    ])
  })
})

describe('workspaces share only domain/', () => {
  it.each([
    ['web/src/config/paths.ts', '../../../functions/src/app', 'The web app shares only domain/'],
    ['web/src/config/paths.ts', '../../../local/src/ports', 'The web app shares only domain/'],
    ['functions/src/app.ts', '../../web/src/config/env', 'The deployed function shares only domain/'],
    ['functions/src/app.ts', '../../local/src/ports', 'The deployed function shares only domain/'],
    ['domain/src/index.ts', '../../functions/src/app', 'domain/ is shared'],
    ['domain/src/index.ts', '../../web/src/config/env', 'domain/ is shared'],
    ['functions/test/test-app.ts', '../../web/src/config/env', "The API's tests share only domain/"],
    ['functions/test/test-app.ts', '../../e2e/src/chromium', "The API's tests share only domain/"],
  ])('%s importing %s fails lint', async (probe, specifier, message) => {
    expect(ruleErrors(await lint(probe, importing(specifier)), 'import/no-restricted-paths')).toEqual([
      expect.stringContaining(message),
    ])
  })

  it('domain/ importing a Firebase SDK fails lint', async () => {
    const messages = await lint('domain/src/index.ts', importing('firebase-admin/firestore'))
    expect(ruleErrors(messages, 'no-restricted-imports')).toHaveLength(1)
  })

  it('a workspace importing a package it does not declare fails lint', async () => {
    const messages = await lint('web/src/config/paths.ts', importing('helmet'))
    expect(ruleErrors(messages, 'import/no-extraneous-dependencies')).toEqual([
      expect.stringContaining("'helmet' should be listed"),
    ])
  })
})

describe('import/no-cycle', () => {
  it('a cycle of two modules fails lint in both', async () => {
    // lintText cannot probe this (the rule reads the module graph from disk), so the cycle is a fixture
    const results = await new ESLint({ cwd: ROOT, ignore: false }).lintFiles(['scripts/lint-fixtures/cycle/'])
    expect(
      results.map((r) => [relative(ROOT, r.filePath), ruleErrors(r.messages, 'import/no-cycle')]),
    ).toEqual([
      ['scripts/lint-fixtures/cycle/first.ts', [expect.stringContaining('Dependency cycle detected')]],
      ['scripts/lint-fixtures/cycle/second.ts', [expect.stringContaining('Dependency cycle detected')]],
    ])
  })
})

/** functions/src's folders, lowest first (eslint.config.js, functionsLayers). */
const LAYERS = ['geo', 'files', 'tracks', 'gps-export', 'store', 'services', 'http', 'pages', 'deploy']
/** The layers above services/ that must not skip it to reach store/ (eslint.config.js). */
const THROUGH_SERVICES = ['http', 'pages']

describe('functions/src: each folder imports only the folders below it', () => {
  const pairs = LAYERS.flatMap((folder, index) => LAYERS.slice(index + 1).map((above) => [folder, above]))
  it.each(pairs)('a file in %s/ that imports %s/ fails lint', async (folder, above) => {
    const probe = someFile(`functions/src/${folder}`)
    const specifier = relative(dirname(probe), someFile(`functions/src/${above}`))
    expect(
      ruleErrors(await lint(probe, importing(specifier.replace(/\.ts$/, ''))), 'import/no-restricted-paths'),
    ).toEqual([expect.stringContaining(`functions/src/${folder}/ imports only the folders below it`)])
  })

  it.each(LAYERS)('a file in %s/ that imports app.ts fails lint', async (folder) => {
    const probe = someFile(`functions/src/${folder}`)
    const specifier = relative(dirname(probe), 'functions/src/app')
    expect(ruleErrors(await lint(probe, importing(specifier)), 'import/no-restricted-paths')).toEqual([
      expect.stringContaining('never import the modules on top'),
    ])
  })

  it.each(LAYERS.slice(1))('a file in %s/ may import the folders below it', async (folder) => {
    const probe = someFile(`functions/src/${folder}`)
    const allowed = LAYERS.slice(0, LAYERS.indexOf(folder)).filter(
      (below) => !(THROUGH_SERVICES.includes(folder) && below === 'store'),
    )
    for (const below of allowed) {
      const specifier = relative(dirname(probe), someFile(`functions/src/${below}`)).replace(/\.ts$/, '')
      expect(
        ruleErrors(await lint(probe, importing(specifier)), 'import/no-restricted-paths'),
        below,
      ).toEqual([])
    }
  })

  it.each(THROUGH_SERVICES)('a file in %s/ that imports store/ fails lint', async (folder) => {
    const probe = someFile(`functions/src/${folder}`)
    for (const target of ['functions/src/store/port.ts', 'functions/src/store/events/id-ranges.ts']) {
      const specifier = relative(dirname(probe), target).replace(/\.ts$/, '')
      expect(
        ruleErrors(await lint(probe, importing(specifier)), 'import/no-restricted-paths'),
        specifier,
      ).toEqual([expect.stringContaining('reach data only through services/')])
    }
    const services = relative(dirname(probe), 'functions/src/services/records').replace(/\.ts$/, '')
    expect(ruleErrors(await lint(probe, importing(services)), 'import/no-restricted-paths')).toEqual([])
  })

  it('every folder of functions/src is a layer', () => {
    const folders = readdirSync(join(ROOT, 'functions/src'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
    expect(folders.sort()).toEqual([...LAYERS].sort())
  })
})

describe('import/no-relative-packages', () => {
  it('a relative import into another workspace fails lint; its entry point passes', async () => {
    const results = await new ESLint({ cwd: ROOT, ignore: false }).lintFiles([
      'scripts/lint-fixtures/workspaces/',
    ])
    expect(results.map((r) => [relative(ROOT, r.filePath), r.messages.map((m) => m.ruleId)])).toEqual([
      ['scripts/lint-fixtures/workspaces/deep-import.ts', ['import/no-relative-packages']],
      ['scripts/lint-fixtures/workspaces/entry-import.ts', []],
    ])
  })

  it.each([
    ['local/src/ports.ts', '../../functions/src/store/shared/atomic-file'],
    ['functions/test/test-app.ts', '../../local/src/storage-server/file-store'],
    ['e2e/src/chromium.ts', '../../local/src/ports'],
  ])('%s importing %s fails lint', async (probe, specifier) => {
    expect(ruleErrors(await lint(probe, importing(specifier)), 'import/no-relative-packages')).toHaveLength(1)
  })
})

describe('the size of a room', () => {
  /** `lines` statements; a probe function adds four lines around them. */
  const statements = (lines: number) => Array.from({ length: lines }, (_, i) => `  total += ${i}`).join('\n')

  it('a function of the store over 80 lines fails lint; one of 80 passes', async () => {
    const probe = someFile('functions/src/store/trips')
    const fn = (lines: number) =>
      `export function probe(): number {\n  let total = 0\n${statements(lines)}\n  return total\n}\n`
    expect(ruleErrors(await lint(probe, fn(80)), 'max-lines-per-function')).toEqual([
      expect.stringContaining('Maximum allowed is 80'),
    ])
    expect(ruleErrors(await lint(probe, fn(76)), 'max-lines-per-function')).toEqual([])
  })

  it('a module over 400 lines fails lint, a test or the seed’s demo data does not', async () => {
    const long = `export let total = 0\n${statements(400).replaceAll('  total', 'total')}\n`
    const probe = someFile('web/src/lib')
    expect(ruleErrors(await lint(probe, long), 'max-lines')).toEqual([
      expect.stringContaining('Maximum allowed is 400'),
    ])
    expect(ruleErrors(await lint(someFile('web/src/lib', { test: true }), long), 'max-lines')).toEqual([])
    expect(ruleErrors(await lint('local/src/seed/demo-events.ts', long), 'max-lines')).toEqual([])
  })
})
