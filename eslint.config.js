// One ESLint config for every workspace (flat config, typescript-eslint, eslint-plugin-import with the
// TypeScript resolver, without which the import zones below cannot see where an import goes). Each zone,
// the cycle check and the ban on relative imports between workspaces is proved by scripts/lint-rules.test.ts.
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'

const root = import.meta.dirname

/** Every folder under web/src/features: one zone each (webZones). */
const webFeatures = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * Everything of web/src outside app/rendering (the page's lifecycle): it may use only that folder's entries,
 * the server's (entry-server.tsx) and the browser's (main.tsx, which the page's script boot.ts starts).
 */
const outsideRendering = [
  ...readdirSync(`${root}/web/src`)
    .filter((name) => name !== 'app')
    .map((name) => `./web/src/${name}`),
  ...readdirSync(`${root}/web/src/app`)
    .filter((name) => name !== 'rendering')
    .map((name) => `./web/src/app/${name}`),
]

/**
 * The import zones of web/: shared -> features -> app, and no feature reaches into another. A feature may
 * use another through its public `index.ts`; a test may also render another feature's `routes.tsx`.
 */
function webZones({ test }) {
  const publicEntries = test ? ['index.ts', 'routes.tsx'] : ['index.ts']
  return [
    ...webFeatures.map((feature) => ({
      target: `./web/src/features/${feature}`,
      from: './web/src/features',
      except: [
        `./${feature}`,
        ...webFeatures
          .filter((other) => other !== feature)
          .flatMap((other) => publicEntries.map((entry) => `./${other}/${entry}`)),
      ],
      message: test
        ? 'A feature imports another feature only through its index.ts (a test also through its routes.tsx).'
        : 'A feature imports another feature only through its index.ts; move what both need to shared code.',
    })),
    {
      target: './web/src/features',
      from: './web/src/app',
      message: 'Features never import the app that composes them.',
    },
    {
      target: webShared,
      from: ['./web/src/features', './web/src/app'],
      message: 'Shared code never imports a feature or the app.',
    },
    {
      // the lowest layer: texts, stores, hooks and screens all read it, so it can import none of them
      target: './web/src/rendered-page',
      from: webShared.filter((folder) => folder !== './web/src/rendered-page'),
      message: 'rendered-page/ is what every layer reads of the page: it imports nothing of web/src.',
    },
    {
      target: outsideRendering,
      from: './web/src/app/rendering',
      except: ['./entry-server.tsx', './main.tsx'],
      message:
        'The page lifecycle (app/rendering/) is used only through its entries: entry-server.tsx, main.tsx.',
    },
    {
      target: './web',
      from: ['./functions', './local', './e2e'],
      message: 'The web app shares only domain/ with the server.',
    },
  ]
}

const webShared = [
  './web/src/rendered-page',
  './web/src/components',
  './web/src/hooks',
  './web/src/lib',
  './web/src/stores',
  './web/src/config',
  './web/src/utils',
  './web/src/i18n',
  './web/src/locales',
]

/**
 * functions/src's folders, lowest first: a folder imports only from folders before it, so no two folders
 * import each other (import/no-cycle sees only cycles of modules). A new folder must take its place here.
 */
const functionsLayers = [
  'geo',
  'files',
  'tracks',
  'gps-export',
  'store',
  'services',
  'http',
  'pages',
  'deploy',
]
const unlayered = readdirSync(`${root}/functions/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !functionsLayers.includes(entry.name))
  .map((entry) => entry.name)
if (unlayered.length)
  throw new Error(`eslint.config.js: put functions/src/${unlayered[0]} in functionsLayers`)

const FIREBASE_SDKS = [
  'firebase',
  'firebase/*',
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'functions/lib/**',
      '.data/**',
      '.data-*/**',
      'coverage/**',
      'e2e/artifacts/**',
      'lighthouse/reports/**',
      // wrong on purpose: scripts/lint-rules.test.ts lints them to prove the rules fail
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    settings: {
      ...importPlugin.flatConfigs.typescript.settings,
      // one lint run: a resolved path stays resolved (the default forgets it after 30 s)
      'import/cache': { lifetime: Infinity },
      // never parse packages' own files: the rules here are about this repository's module graph
      'import/ignore': ['node_modules'],
      'import/resolver': {
        // every workspace's tsconfig (web's holds the `@/` alias): the resolver reads each one and does
        // not follow the root tsconfig's project references
        typescript: {
          project: `${root}/*/tsconfig.json`,
        },
        node: true,
      },
    },
    rules: {
      // A module graph without cycles: a cycle makes start-up order matter and hides a missing layer.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Workspaces reach each other only through the entry points their package.json `exports` names
      // (`@travel/functions/store`), never by a relative path into another workspace's files.
      'import/no-relative-packages': 'error',
    },
  },
  {
    // Vite loads its config's packages through Node, which cannot run domain/'s TypeScript; the config's
    // own files it bundles, so these reach domain/ by path (web/security-headers.ts says so too).
    files: ['web/vite.config.ts', 'web/security-headers.ts'],
    rules: { 'import/no-relative-packages': 'off' },
  },
  // Each workspace declares what it imports; the root's devDependencies are the tools every workspace
  // shares (Vitest, TypeScript) and what perf/ and scripts/ use.
  ...['domain', 'functions', 'web', 'local', 'testing', 'e2e'].map((workspace) => ({
    files: [`${workspace}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        { includeTypes: true, packageDir: [`${root}/${workspace}`, root] },
      ],
    },
  })),
  {
    files: ['perf/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.{js,ts}'],
    rules: { 'import/no-extraneous-dependencies': ['error', { includeTypes: true, packageDir: root }] },
  },
  {
    // domain/ is shared by browser and server: it must never pull in a Firebase SDK, nor anything of
    // the workspaces that use it.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: FIREBASE_SDKS }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./web', './functions', './local', './e2e'],
              message: 'domain/ is shared: it imports nothing from the workspaces that use it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: shared -> features -> app; features meet only at an index.ts (docs/architecture.md).
      'import/no-restricted-paths': ['error', { zones: webZones({ test: false }) }],
    },
  },
  {
    files: ['web/**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: webZones({ test: true }) }] },
  },
  {
    files: ['functions/**/*.ts'],
    // build.mjs inlines domain/ into the bundle; it is never installed where the function runs, so it is
    // not a package.json dependency of the function (Cloud Build would look for it in the registry).
    settings: { 'import/core-modules': ['@travel/domain', '@travel/domain/validation-messages'] },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/local/**'] }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions',
              from: ['./web', './local', './e2e'],
              message: 'The deployed function shares only domain/ with the rest.',
            },
            ...functionsLayers.slice(0, -1).map((folder, index) => ({
              target: `./functions/src/${folder}`,
              from: functionsLayers.slice(index + 1).map((above) => `./functions/src/${above}`),
              message: `functions/src/${folder}/ imports only the folders below it: ${functionsLayers.join(' < ')}.`,
            })),
            {
              // the services own the rules around every read and write (a tombstone, a hidden item)
              target: ['./functions/src/http', './functions/src/pages'],
              from: './functions/src/store',
              message: 'http/ and pages/ reach data only through services/, never store/ itself.',
            },
            {
              target: functionsLayers.map((folder) => `./functions/src/${folder}`),
              from: './functions/src/*.ts',
              message:
                "functions/src's folders never import the modules on top that compose them (app.ts, index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Each capability's room in the store stays readable: an adapter's work is in short functions.
    files: ['functions/src/store/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A module longer than this does more than one thing; the seed's demo content is data, not code.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'local/src/seed/demo-*.ts', 'local/src/seed/landscape.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The API's tests (never bundled) run on the local storage server's real file store. Like domain/, local/
    // is not in functions' package.json: Cloud Build installs from it and would look for it in the registry.
    files: ['functions/test/**/*.ts'],
    settings: {
      'import/core-modules': [
        '@travel/domain',
        '@travel/domain/validation-messages',
        '@travel/local/storage-server',
      ],
    },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/web/**'] }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './functions/test',
              from: ['./web', './e2e'],
              message: "The API's tests share only domain/ and the local storage server's file store.",
            },
          ],
        },
      ],
    },
  },
)
