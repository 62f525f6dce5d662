import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One-way imports (architecture.md): the domain package imports nothing of ours.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@portal/api', '@portal/web', '**/apps/**', 'node:*'] },
      ],
    },
  },
  {
    // A store never imports a service; a route is never imported by a service.
    files: ['apps/api/src/modules/**/store.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['./service*', './routes*'] }] },
  },
  {
    files: ['apps/api/src/modules/**/service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['./routes*'] }] },
  },
);
