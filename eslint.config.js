import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of apps/web/src/features is a feature: a new one is covered by the rule below without being listed.
const FEATURES = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Files that belong to no tsconfig: linted without type information.
const UNTYPED = ['**/*.{js,mjs,cjs}', 'vitest.config.ts', 'packages/contract/vitest.config.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/test/openapi-client/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise nobody awaits loses its error (an unhandled rejection) and its ordering: in a Fastify hook the
      // request carries on before the work is done.
      '@typescript-eslint/no-floating-promises': 'error',
      // A form's onSubmit and a button's onClick may be async: every such handler in the SPA catches its own failures
      // (react-hook-form's handleSubmit around a mutation, or a try/catch), and React ignores what a handler returns.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  { files: UNTYPED, ...tseslint.configs.disableTypeChecked },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Layers: the domain is what the portal does, apart from HTTP; the routes and plugins depend on it, never the reverse.
  {
    files: ['apps/api/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins', '**/plugins/**', '**/routes', '**/routes/**'],
              message: 'The domain imports neither routes nor plugins: they call it, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  // The contract is shared by both apps and imports neither.
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/apps/**',
                '@client-portal/api',
                '@client-portal/api/**',
                '@client-portal/web',
                '@client-portal/web/**',
              ],
              message: 'The contract imports nothing of the apps that share it.',
            },
          ],
        },
      ],
    },
  },
  // Pages compose features; features do not import each other.
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: FEATURES.filter((other) => other !== feature).map((other) => ({
            group: [
              `**/features/${other}`,
              `**/features/${other}/**`,
              // A sibling reached without naming features/: ../../tickets/api/get-ticket from features/inbox/api.
              ...['../', '../../', '../../../'].flatMap((up) => [`${up}${other}`, `${up}${other}/**`]),
            ],
            message: 'Features do not import each other; compose them in app/routes.',
          })),
        },
      ],
    },
  })),
);
