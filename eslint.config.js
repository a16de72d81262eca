import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Decision 0031: shared code is imported as #shared/..., and server or shared code two or more
// folders up as #server/... or #shared/... (package.json "imports"), never by climbing there.
const SHARED_BY_ALIAS = {
  regex: '^(\\.\\./)+shared/',
  message: 'Import shared code as #shared/... (package.json "imports").',
};
const NO_DEEP_CLIMB = {
  regex: '^\\.\\./\\.\\./',
  message:
    'Import code two or more folders up as #server/... or #shared/... (package.json "imports").',
};
const CALL_API_IN_HOOKS = {
  group: ['**/lib/api-client'],
  importNames: ['callApi', 'streamApi'],
  message:
    "Call the API from a use<Verb><Noun>() hook in the feature's api.ts (a query: apiQuery there).",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'bench/.out/**',
      'data/**',
      'src/server/db/migrations/**',
      '.screens/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.server.json',
          './tsconfig.client.json',
          './tsconfig.sw.json',
          './tsconfig.tools.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Tests read JSON answers (`res.json()` is any) and assert on them.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', 'src/server/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // docs/architecture.md §1: only env.ts reads process.env; only api-client.ts calls fetch.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/server/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    // The service worker passes the page's requests on (sw.ts); it is not a client of the API.
    ignores: ['src/client/lib/api-client.ts', 'src/client/service-worker/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through src/client/lib/api-client.ts.' },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_BY_ALIAS] }] },
  },
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_BY_ALIAS, NO_DEEP_CLIMB] }] },
  },
  {
    // docs/architecture.md §8: a component changes data through its feature's hooks, never by
    // calling the API itself; lib/ holds the shared plumbing (queries, session, auth client).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/features/**/api.ts', 'src/client/lib/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // One list per file: a later config's options replace an earlier one's.
          patterns: [SHARED_BY_ALIAS, CALL_API_IN_HOOKS],
        },
      ],
    },
  },
  {
    // Decision 0030: an expected error comes from the feature's error set
    // (`chatErrors.fail('CODE', message)`), whose status is the contract's; only plugins/ build
    // an AppError themselves.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/plugins/**', '**/*.test.ts', 'src/server/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError']",
          message:
            "Throw the feature's error set: xErrors.fail('CODE', message) (features/x/errors.ts).",
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        window: 'readonly',
        matchMedia: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        module: 'readonly',
        require: 'readonly',
        __dirname: 'readonly',
        fetch: 'readonly',
      },
    },
  },
);
