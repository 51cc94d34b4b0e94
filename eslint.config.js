import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Test helpers live behind their own entry (@sme/db/testing, @sme/api/testing); what ships never loads them.
const testingOnly = {
  group: ['@sme/*/testing', '**/testing.ts'],
  message: 'Test helpers are for tests and benchmarks only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'data/',
      'packages/db/src/generated/',
      'test-results/',
      'test-reports/',
      'test-data/',
      'playwright-report/',
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
    // A cycle makes a module's meaning depend on which side is loaded first; none are allowed.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Workspace packages are ours: followed (to their source, through `exports`) while npm packages are skipped.
      'import-x/internal-regex': '^@sme/',
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testingOnly] }] },
  },
  {
    // The browser app may import only types from the API and the shared domain package.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@sme/db', message: 'The browser never talks to the database.' }],
          patterns: [
            { group: ['@sme/api', '@sme/api/*'], allowTypeImports: true, message: 'Import only types from @sme/api.' },
            testingOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@prisma/*'],
              message: 'The API never imports React or Prisma directly: use @sme/db.',
            },
            testingOnly,
          ],
        },
      ],
    },
  },
);
