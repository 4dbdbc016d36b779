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
const apiModules = foldersIn('apps/api/src/modules');

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
  // API modules reach each other only through services; routes never touch the database.
  ...apiModules
    .filter(() => apiModules.length > 1)
    .map((mod) => ({
      files: [`apps/api/src/modules/${mod}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: apiModules
                  .filter((m) => m !== mod)
                  .flatMap((m) => [
                    `**/modules/${m}/*.repo*`,
                    `**/modules/${m}/*.routes*`,
                    `../${m}/*.repo*`,
                    `../${m}/*.routes*`,
                  ]),
                message: 'Modules reach each other only through their services.',
              },
            ],
          },
        ],
      },
    })),
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repo', '**/*.repo.js', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call services; only repos touch the database.',
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
);
