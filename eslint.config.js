// One ESLint config for every workspace (flat config, typescript-eslint).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importPlugin from 'eslint-plugin-import'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.data/**',
      'coverage/**',
      'e2e/artifacts/**',
      'lighthouse/reports/**',
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
    // domain/ is shared by browser and server: it must never pull in a Firebase SDK.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'firebase',
            'firebase/*',
            'firebase-admin',
            'firebase-admin/*',
            'firebase-functions',
            'firebase-functions/*',
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: shared -> features -> app; no feature imports another (STYLE.md).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src/features/auth', from: './web/src/features', except: ['./auth'] },
            { target: './web/src/features/profile', from: './web/src/features', except: ['./profile'] },
            { target: './web/src/features/consent', from: './web/src/features', except: ['./consent'] },
            { target: './web/src/features/events', from: './web/src/features', except: ['./events'] },
            { target: './web/src/features/wishlist', from: './web/src/features', except: ['./wishlist'] },
            { target: './web/src/features/privacy', from: './web/src/features', except: ['./privacy'] },
            { target: './web/src/features', from: './web/src/app' },
            {
              target: [
                './web/src/components',
                './web/src/hooks',
                './web/src/lib',
                './web/src/stores',
                './web/src/config',
                './web/src/utils',
                './web/src/i18n',
              ],
              from: ['./web/src/features', './web/src/app'],
            },
            { target: './web/src', from: ['./functions', './local'] },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/local/**'] }] },
  },
  {
    // The API's tests (never bundled) run on the local storage server's real file store.
    files: ['functions/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
)
