// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

/** Folder names directly under `dir`, or none when it does not exist. */
const foldersIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const webFeatures = foldersIn('apps/web/src/features');

/** From another API module, only a `*.service.ts` file may be imported. */
const ANOTHER_MODULES_NON_SERVICE = '(?![^/]+\\.service(\\.js)?$)';
const apiModuleBoundary = [
  {
    regex: `^\\.\\./(?!\\.)[^/]+/${ANOTHER_MODULES_NON_SERVICE}`,
    message:
      "A module imports another module's service (*.service.ts) only: not its repo, routes or internals.",
  },
  {
    regex: `(^|/)modules/[^/]+/${ANOTHER_MODULES_NON_SERVICE}`,
    message:
      "A module imports another module's service (*.service.ts) only: not its repo, routes or internals.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-prerender/**',
      '**/node_modules/**',
      '**/drizzle/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '.e2e-data/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use z.enum or a const array instead of a TS enum.' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // Web: React hooks rules, browser globals.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Router loaders throw Responses (redirect(), HTTP errors) by design.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  // Web features never import one another: shared code lives in components/ or lib/.
  ...webFeatures
    .filter(() => webFeatures.length > 1)
    .map((feature) => ({
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: webFeatures
                  .filter((f) => f !== feature)
                  .flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]),
                message: 'Features do not import each other; move shared code to components/ or lib/.',
              },
              { group: ['**/app/**'], message: 'Features do not import the app layer.' },
            ],
          },
        ],
      },
    })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code does not depend on features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  // API modules: the allowlist of what a module file may import from another module is that
  // module's service (`*.service.ts`: its types and functions), nothing else (no repo, routes,
  // module wiring or internal file). lib/, db/ and plugins/ sit below the modules and import none.
  // Routes never touch the database. (A later block replaces a rule's options for the files it
  // matches, so the routes block repeats the module boundary.)
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiModuleBoundary }] },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiModuleBoundary,
            {
              group: ['**/*.repo', '**/*.repo.js', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call services; only repos touch the database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/db/**/*.ts', 'apps/api/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message: 'lib/, db/ and plugins/ do not depend on modules; the app passes what they need.',
            },
          ],
        },
      ],
    },
  },
  // Contracts depend on zod alone.
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod$|zod/|\\.)', message: 'The contracts package depends on zod alone.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Journeys wait for what a person would see (or a response), never for a fixed time.
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use z.enum or a const array instead of a TS enum.' },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for a condition (expect, expect.poll, waitForResponse), not for a fixed time.',
        },
        {
          selector: "CallExpression[callee.name='setTimeout']",
          message: 'Wait for a condition (expect, expect.poll, waitForResponse), not for a fixed time.',
        },
      ],
    },
  },
);
