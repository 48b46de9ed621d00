import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth',
  'projects',
  'tickets',
  'dashboard-pages',
  'site-care',
  'password-reset',
  'notifications',
  'agency',
  'inbox',
  'agency-clients',
  'agency-projects',
  'agency-site-care',
  'agency-settings',
  'agency-security',
  'attachments',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
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
            group: [`**/features/${other}`, `**/features/${other}/**`],
            message: 'Features do not import each other; compose them in app/routes.',
          })),
        },
      ],
    },
  })),
);
